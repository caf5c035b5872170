import path from "node:path";
import { type FolderReader, PROJECT_ROOT, teamFolder } from "../team-files/team-folder.ts";
import type { DeviceData, ListedDevice } from "./device-data.ts";
import { deviceFiles } from "./device-files.ts";
import { deviceKey, deviceName, spellingsOf } from "./device-names.ts";

/** The folder the devices team edits, beside package.json. */
export const DEVICES_DIR = path.join(PROJECT_ROOT, "devices");

/**
 * The devices team's folder: each row checked by its cells, then across rows: a phone once,
 * and no name (a model or an alias, folded as the lookup folds a query) calling two phones, so
 * whatever a visitor types finds at most one phone whole. A problem is `file:line: reason`.
 */
export const devicesFolder = teamFolder({
  folder: "devices",
  files: deviceFiles,
  check: checkDevices,
});

/** Reads and checks the devices team's file, or throws a TeamFileError naming each problem. */
export function loadDevices(directory = DEVICES_DIR): DeviceData {
  return devicesFolder.load(directory);
}

function checkDevices(files: FolderReader<typeof deviceFiles>): DeviceData {
  const devices: ListedDevice[] = [];
  /** Each phone's line, by its brand and model folded. */
  const phones = new Map<string, number>();
  /** Each name's phone and line, by the name folded. */
  const owners = new Map<string, { device: ListedDevice; line: number }>();
  for (const { line, row } of files.read("devices.csv")) {
    const problem = (reason: string) => files.problem("devices.csv", line, reason);
    const device: ListedDevice = {
      brand: row.brand.trim(),
      model: row.model.trim(),
      aliases: row.aliases,
      esim: row.esim,
      fiveG: row["5g"],
      volte: row.volte,
      wifiCalling: row.wifi_calling,
    };
    const phoneKey = deviceKey(`${device.brand} ${device.model}`);
    const first = phones.get(phoneKey);
    if (first !== undefined) {
      problem(`${deviceName(device)} is listed again (first on line ${first})`);
      continue;
    }
    phones.set(phoneKey, line);
    const written = [device.model, ...device.aliases].map((name, index) => ({
      what: index === 0 ? `model "${name}"` : `alias "${name}"`,
      keys: spellingsOf(device.brand, name).map(deviceKey),
    }));
    const taken = written.find(({ keys }) => keys.some((key) => owners.has(key)));
    const owner = taken && owners.get(taken.keys.find((key) => owners.has(key)) ?? "");
    if (taken && owner) {
      problem(
        `${taken.what} also names ${deviceName(owner.device)} (line ${owner.line}): a name may call one phone only`,
      );
      continue;
    }
    for (const key of written.flatMap(({ keys }) => keys)) owners.set(key, { device, line });
    devices.push(device);
  }
  return { devices };
}
