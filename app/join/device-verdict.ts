import { findDevice } from "../devices/device-lookup";
import type { DeviceVerdict } from "./signup-form.server";

/** What the devices team's file says of the phone a visitor named for an eSIM. */
export function deviceVerdict(typed: string): DeviceVerdict {
  const found = findDevice(typed);
  return found.device
    ? {
        listed: true,
        model: `${found.device.brand} ${found.device.model}`,
        esim: found.device.esim,
      }
    : { listed: false, suggestions: found.candidates.map((each) => `${each.brand} ${each.model}`) };
}
