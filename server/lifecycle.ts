// Start-up and shutdown, the same for `npm start` and `npm run dev`.
import type http from "node:http";

/**
 * Problems the operator can fix, at start-up, each said in one line; the conversion of the earlier
 * version's data may raise the last two.
 */
const operatorErrors = [
  "ConfigError",
  "DatabaseLockedError",
  "DatabaseUnreachableError",
  "MigrationError",
  "EngineUnavailableError",
  "LegacyDataError",
  "BackupError",
];

/** Starts the app; a problem the operator can fix (configuration, a locked database) ends the process with one clear message. */
export async function startOrExit<T>(start: () => Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    if (error instanceof Error && operatorErrors.includes(error.name)) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Listens, says where, and on SIGTERM or SIGINT stops accepting connections, lets the requests
 * under way finish (10 s at most), then runs `close` (the database) and exits.
 */
export function serve(
  server: http.Server,
  options: {
    port: number;
    host: string;
    databaseKind: string;
    /** Until someone can sign in to the admin area, the start says how to create the first account. */
    staffExists: boolean;
    log: { info(message: string): void };
    close: () => Promise<void>;
  },
) {
  const { port, host, log } = options;
  server.listen(port, host, () => {
    const shown = host === "0.0.0.0" || host === "::" ? "localhost" : host;
    console.log(`Server ready at http://${shown}:${port} (${options.databaseKind} database)`);
    if (options.staffExists) return;
    console.log(
      "Create an admin: set ADMIN_EMAIL and ADMIN_PASSWORD before starting, or stop the server and run\n  npm run admin:create -- --email you@example.com --password 'at-least-12-characters'",
    );
  });

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: finishing open requests, then stopping`);
    // Stop accepting connections; requests already running are allowed to finish.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const deadline = setTimeout(() => server.closeAllConnections(), 10_000);
    await closed;
    clearTimeout(deadline);
    await options.close();
    process.exit(0);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
