import { describe, expect, it } from "vitest";
import { migrations } from "./migrations";

describe("the contact feature's migration history", () => {
  it.each(["sqlite", "postgres"] as const)(
    "keeps on %s every step under the name existing databases recorded, the health check's table's included",
    (engine) => {
      expect(Object.keys(migrations(engine)).sort()).toEqual([
        "001-messages",
        "002-outbox",
        "003-fingerprint",
        "004-shared-rate-limit",
        "005-health-probe",
        "006-reference-and-topic",
        "007-health-probe-room",
        "008-message-kind-and-details",
      ]);
    },
  );
});
