// What one instance hears from the others through PostgreSQL's LISTEN/NOTIFY (ADR 032): one
// connection of its own per instance, however many channels it listens on. A NOTIFY sent inside a
// transaction is delivered when it commits, and not at all when it rolls back, so what is heard is
// always committed. The connection is opened again when lost (the engine restarted, the server
// went away); what was sent meanwhile was missed, so every channel is reported heard once it is back.
import pg from "pg";

/** The channels, one per purpose. */
export const CHANNELS = {
  /** A message was stored in the outbox (a trigger sends it, migration 0020): the scheduler ticks now. */
  outboxStored: "outbox_stored",
  /** Public content changed on some instance (its payload: which): every other one empties its page cache. */
  contentChanged: "content_changed",
} as const;

export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];

export interface Listener {
  /** Resolves once the first connection listens (or failed once: it keeps trying in the background). */
  ready: Promise<void>;
  /** Stops listening and closes the connection. */
  close(): Promise<void>;
}

export interface ListenOptions {
  /** How the connection is made: the pool's own settings. */
  config: pg.ClientConfig;
  channels: readonly Channel[];
  /** Told of each notification on a channel (with its payload), and of every channel after a reconnection. */
  heard(channel: Channel, payload?: string): void;
  /** Told when the connection is lost or cannot be made, with the wait before the next try. */
  lost?(error: unknown, retryInMs: number): void;
  /** The first wait before connecting again; it doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

export function listen({ config, channels, heard, lost, retryMs = 500, maxRetryMs = 30_000 }: ListenOptions): Listener {
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let wait = retryMs;
  let markReady: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  function retry(error: unknown) {
    client = undefined;
    if (closed) return;
    lost?.(error, wait);
    markReady();
    timer = setTimeout(() => void open(true), wait);
    timer.unref();
    wait = Math.min(wait * 2, maxRetryMs);
  }

  async function open(again: boolean) {
    const next = new pg.Client({ connectionTimeoutMillis: 5_000, ...config });
    // A lost connection is an 'error' event, then 'end': retried once, on 'end'.
    next.on("error", () => {});
    next.on("end", () => {
      if (client === next) retry(new Error("The listening connection ended."));
    });
    next.on("notification", ({ channel, payload }) => {
      if ((channels as readonly string[]).includes(channel)) heard(channel as Channel, payload);
    });
    try {
      await next.connect();
      for (const channel of channels) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      retry(error);
      return;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    wait = retryMs;
    markReady();
    if (again) for (const channel of channels) heard(channel);
  }

  void open(false);
  return {
    ready,
    async close() {
      closed = true;
      clearTimeout(timer);
      const open = client;
      client = undefined;
      await open?.end();
    },
  };
}
