import { reactIsland } from "../islands/registry";

/** The contact form, hydrated on its own root as a visitor nears or touches it. */
export const contactFormIsland = reactIsland("contact-form", () =>
  import("./contact-form").then((module) => module.ContactForm),
);
