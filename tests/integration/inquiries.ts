import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../../database/client.server";
import { CHANNELS } from "../../database/notifications.server";

/** A form post to an inquiry action, as a browser without JavaScript sends it. */
export function inquiryRequest(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request("http://localhost/contact", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  });
}

/**
 * What another instance hears when a commit stores outbox messages (migration 0020): counted, and
 * `settled()` waits until every commit made before it has been heard, so a count can be checked to be
 * zero. The listener is the server's own (database/notifications.server.ts).
 */
export async function outboxWakeUps(database: Pick<DatabaseHandle, "db" | "listen">) {
  let heard = 0;
  const markers = new Map<string, () => void>();
  const listener = database.listen({
    channels: [CHANNELS.outboxStored],
    heard: (_channel, payload) => {
      if (payload && markers.has(payload)) markers.get(payload)!();
      else heard++;
    },
  });
  await listener.ready;
  return {
    heard: () => heard,
    /** Notifications are delivered in commit order: once a marker sent now arrives, every earlier one has. */
    async settled() {
      const marker = `settled-${crypto.randomUUID()}`;
      const arrived = new Promise<void>((resolve) => markers.set(marker, resolve));
      await database.db.execute(sql`select pg_notify(${CHANNELS.outboxStored}, ${marker})`);
      await arrived;
      markers.delete(marker);
    },
    close: () => listener.close(),
  };
}
