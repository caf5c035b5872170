import { contactFeature, type ContactFeature } from "../contact/contact.server";
import type { DatabaseOwner } from "../database/database-owner";
import type { Settings } from "../settings/settings.server";
import { stores } from "../stores/stores";

/**
 * The contact feature as the site runs it: with the stores a sign-up request may be collected
 * from, whose names and addresses its mails give. They are the stores feature's, and no feature
 * imports another, so they are handed over here, above both (floors.mjs).
 */
export function siteContactFeature(
  settings: Pick<Settings, "delivery" | "contactRateLimit">,
  database: DatabaseOwner,
): ContactFeature {
  return contactFeature(settings, database, { stores });
}
