import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { appState } from "#database/schema";
import type { FormOutcome, FormValues } from "~/lib/form-result";
import { now } from "~/lib/clock";

// The owner's settings that are a value or a short list (the WhatsApp replies, the billing details,
// the price list): one row of `app_state` each, read with the page that shows them. A value is
// replaced whole by the form that shows it (the last save wins, as on any settings form); a list is
// changed an item at a time under its row's lock, so two owners changing it at once keep both changes.

/** The value kept under `key`, or undefined before anything was saved. */
export async function stateValue(db: Pick<Database, "select">, key: string): Promise<unknown> {
  const [row] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, key));
  return row?.value;
}

/** Keeps `value` under `key`. */
export async function saveState(db: Pick<Database, "insert">, key: string, value: unknown): Promise<void> {
  await db
    .insert(appState)
    .values({ key, value })
    .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: now() } });
}

/** A short list the owner keeps, each item with an id: its row and what it says when it refuses. */
export interface OwnerList {
  key: string;
  max: number;
  /** Why an item is not added to a full list. */
  full: string;
  /** Why an item that was removed meanwhile is not changed or removed. */
  gone: string;
}

type Refused<Field extends string> = Extract<FormOutcome<Field>, { ok: false }>;

const asItems = <Item>(value: unknown): Item[] => (Array.isArray(value) ? (value as Item[]) : []);

/** The list's items, in the order they were added. */
export async function listItems<Item>(db: Pick<Database, "select">, list: OwnerList): Promise<Item[]> {
  return asItems<Item>(await stateValue(db, list.key));
}

/** Changes the list under its row's lock: `change` answers the new items, or why not. */
function changeItems<Item, Field extends string>(
  db: Database,
  list: OwnerList,
  change: (items: Item[]) => Item[] | Refused<Field>,
): Promise<FormOutcome<Field>> {
  return db.transaction(async (tx): Promise<FormOutcome<Field>> => {
    await tx.insert(appState).values({ key: list.key, value: [] }).onConflictDoNothing();
    const [row] = await tx
      .select({ value: appState.value })
      .from(appState)
      .where(eq(appState.key, list.key))
      .for("update");
    const changed = change(asItems<Item>(row?.value));
    if (!Array.isArray(changed)) return changed;
    await tx.update(appState).set({ value: changed, updatedAt: now() }).where(eq(appState.key, list.key));
    return { ok: true };
  });
}

/** Adds `item` with a new id, or replaces the item its id names; `values` are shown again when refused. */
export function saveItem<Item extends { id: string }, Field extends string>(
  db: Database,
  list: OwnerList,
  item: Omit<Item, "id"> & { id?: string },
  values: FormValues<Field>,
): Promise<FormOutcome<Field>> {
  const { id, ...fields } = item;
  return changeItems<Item, Field>(db, list, (items) => {
    if (!id) {
      if (items.length >= list.max) return { ok: false, reason: "conflict", message: list.full, values };
      return [...items, { ...fields, id: randomUUID() } as unknown as Item];
    }
    if (!items.some((saved) => saved.id === id)) return { ok: false, reason: "not-found", message: list.gone, values };
    return items.map((saved) => (saved.id === id ? ({ ...fields, id } as unknown as Item) : saved));
  });
}

export function removeItem<Item extends { id: string }>(
  db: Database,
  list: OwnerList,
  id: string,
): Promise<FormOutcome> {
  return changeItems<Item, string>(db, list, (items) =>
    items.some((saved) => saved.id === id)
      ? items.filter((saved) => saved.id !== id)
      : { ok: false, reason: "not-found", message: list.gone },
  );
}
