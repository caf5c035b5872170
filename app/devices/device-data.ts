/** A phone as the devices team's file lists it, and what it does on our network. */
export interface Device {
  /** The maker, as it writes its name: `Apple`, `Samsung`, `OPPO`. */
  brand: string;
  /** The model as its maker writes it: `iPhone 15 Pro`, `Galaxy S24+`. */
  model: string;
  /** Takes an eSIM: we email a QR code instead of handing over a card. */
  esim: boolean;
  fiveG: boolean;
  /** Calls over 4G and 5G (Voice over LTE). */
  volte: boolean;
  wifiCalling: boolean;
}

/** The four things the site answers of a phone, in the order the page asks them. */
export const deviceFeatures = ["esim", "fiveG", "volte", "wifiCalling"] as const;
export type DeviceFeature = (typeof deviceFeatures)[number];

/** A row of the file: the device, and the other names people type for it. */
export interface ListedDevice extends Device {
  aliases: readonly string[];
}

/** What the devices team's folder gives the site: its phones, in the file's order. */
export interface DeviceData {
  devices: ListedDevice[];
}
