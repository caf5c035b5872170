import { coverageFolder } from "./domain/community-file.ts";
import { devicesFolder } from "./devices/load-devices.ts";
import type { TeamFolder } from "./team-files/team-folder.ts";
import { storesFolder } from "./stores/load-stores.ts";
import { tariffFolder } from "./tariffs/load-tariffs.ts";

/**
 * Every team's folder of files the site is built from, each read and checked at the start of
 * every build (app/team-files/): a new folder is one line here.
 */
export const teamFolders: readonly TeamFolder[] = [
  tariffFolder,
  coverageFolder,
  storesFolder,
  devicesFolder,
];
