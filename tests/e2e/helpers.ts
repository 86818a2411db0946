import fs from "node:fs";
import path from "node:path";
import { dataDir } from "../../playwright.config";

/**
 * The lead alerts the server wrote to its outbox (no SMTP in tests). A lead is stored
 * before its alert is sent, so an alert proves the lead is in the database.
 */
export async function waitForLeadAlert(name: string, timeoutMs = 10_000): Promise<string> {
  const outbox = path.join(dataDir, "outbox");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
    for (const file of files) {
      const text = fs.readFileSync(path.join(outbox, file), "utf8");
      if (text.includes(`Name: ${name}`)) return text;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No lead alert for ${name}`);
}

export interface RunningServer {
  url: string;
  process: import("node:child_process").ChildProcess;
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | NodeJS.Signals | null>;
}

/** Starts the built server as its own process (not the shared e2e one) and waits until /healthz answers. */
export async function startServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const { spawn } = await import("node:child_process");
  const url = `http://localhost:${options.port}`;
  const child = spawn(process.execPath, ["server/index.ts"], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: {
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      SITE_URL: url,
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      INQUIRY_RATE_LIMIT: "100000",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal)),
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited at start:\n${output}`);
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, process: child, output: () => output, exited };
}

/** A lead as the inquiry form sends it (urlencoded POST, as without JavaScript). */
/** A lead sent as a browser without JavaScript does: success is the 303 to the thank-you page. */
export function postLead(baseUrl: string, name: string, extra: Record<string, string> = {}) {
  return fetch(`${baseUrl}/inquiry`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ name, phone: "+91 98765 43210", city: "Pune", service: "SEO", ...extra }),
  });
}
