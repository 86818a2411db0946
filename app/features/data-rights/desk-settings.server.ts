import type { Database } from "#database/client.server";
import { DESK_SETTINGS_KEY } from "#database/data-requests";
import { saveState, stateValue } from "~/infrastructure/app-state.server";
import { DEFAULT_DESK_SETTINGS, type DeskSettings } from "./desk-settings";

/** The rights desk's settings, the defaults until the owner saves them. */
export async function deskSettings(db: Pick<Database, "select">): Promise<DeskSettings> {
  const saved = (await stateValue(db, DESK_SETTINGS_KEY)) as Partial<DeskSettings> | undefined;
  return { ...DEFAULT_DESK_SETTINGS, ...saved };
}

export async function saveDeskSettings(db: Pick<Database, "insert">, settings: DeskSettings): Promise<void> {
  await saveState(db, DESK_SETTINGS_KEY, settings);
}
