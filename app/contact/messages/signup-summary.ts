/**
 * A sign-up request's choices in one line, by their ids, as the operator's command shows them
 * beside the JSON it stores (`standard plan; keep +971501234567 from du; eSIM (iPhone 15);
 * collect at store deira; call 2026-12-08 9:00–11:00 UAE time`).
 */
import { joiningPolicy, type SignupDetails } from "../../domain/signup";

/** A call slot's hours from its first one, on the 24-hour clock: 9 → `9:00–11:00`. */
export function slotHours(fromHour: number): string {
  return `${fromHour}:00–${fromHour + joiningPolicy.slotHours}:00`;
}

export function signupSummary({ plan, number, sim, fulfilment, call }: SignupDetails): string {
  return [
    `${plan} plan`,
    number.choice === "new" ? "new number" : `keep ${number.mobile} from ${number.operator}`,
    sim.kind === "sim" ? "SIM" : `eSIM (${sim.device ?? "phone not named"})`,
    fulfilment.kind === "store"
      ? `collect at store ${fulfilment.storeId}`
      : `deliver to ${fulfilment.area}, ${fulfilment.emirate}: ${fulfilment.address}`,
    `call ${call.date} ${slotHours(call.fromHour)} UAE time`,
  ].join("; ");
}
