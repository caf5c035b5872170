import deviceData from "virtual:team-files/devices";

/** Every phone the devices team's file lists (`devices/devices.csv`), checked by the build. */
export const { devices } = deviceData;
