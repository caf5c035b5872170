import { expect } from "vitest";
import { parseSettings, SettingsError } from "../../app/settings/settings.server";

/** The one line a start would stop with; fails the test when the settings are accepted. */
export function problemWith(env: Record<string, string | undefined>): string {
  try {
    parseSettings(env);
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError);
    return (error as Error).message;
  }
  throw new Error(`${JSON.stringify(env)} was accepted`);
}
