import { findDevice } from "../devices/find-device";
import { deviceName } from "../devices/device-names";
import type { DeviceVerdict } from "./signup-form.server";

/** What the devices team's file says of the phone a visitor named for an eSIM. */
export function deviceVerdict(typed: string): DeviceVerdict {
  const lookup = findDevice(typed);
  return lookup.found
    ? { listed: true, model: deviceName(lookup.device), esim: lookup.device.esim }
    : { listed: false, suggestions: lookup.candidates.map(deviceName) };
}
