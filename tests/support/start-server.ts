import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | NodeJS.Signals | null>;
}

export interface ServerOptions {
  /** Unset: a free port from the system (freePort). */
  port?: number;
  dataDir: string;
  /** Settings on top of this process's environment, PORT, DATA_DIR, SITE_URL and NODE_ENV=production. */
  env?: Record<string, string>;
  /** Options for node itself, before the entry (a benchmark's `--cpu-prof`, say). */
  nodeArgs?: string[];
  /** Also copy the server's stderr (warnings, errors) to this process's, as it arrives. */
  echoErrors?: boolean;
  /** The checkout whose build and server/index.ts run; this one unless given (a benchmark comparing versions). */
  app?: string;
  /**
   * Start it with `npm run <script>` in the checkout instead of node directly, so the Node flags and
   * environment that script gives it apply (they would be left out with `nodeArgs`). `process` is then npm's,
   * leading a process group of its own: npm does not pass SIGTERM on to the script, so stop the group
   * (`process.kill(-server.process.pid, "SIGTERM")`).
   */
  npmScript?: string;
  /** Called as soon as the process exists, before it has run any code: to move it into a cgroup, say. */
  onSpawn?: (child: ChildProcess) => void;
}

/**
 * Starts the built server as its own process, the way `npm run serve` does, on a data directory
 * of the caller's, and resolves once its /healthz answers 200. Used by the browser tests that
 * need a server of their own and by every benchmark.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const url = `http://localhost:${port}`;
  // Another process on the port would answer /healthz in its place, and every request after
  // it: the caller would test or measure the wrong server without noticing.
  if (await answers(port)) {
    throw new Error(`Cannot start the server: port ${port} is already in use by another process.`);
  }
  const app = options.app ?? root;
  if (!fs.existsSync(path.join(app, "build/server/index.js"))) {
    throw new Error(`Cannot start the server: no build found in ${app}, run \`npm run build\` there first.`);
  }
  if (options.npmScript && options.nodeArgs) throw new Error("nodeArgs apply only when node is started directly.");
  const [command, args] = options.npmScript
    ? npmRun(options.npmScript)
    : [process.execPath, [...(options.nodeArgs ?? []), path.join(app, "server/index.ts")]];
  const child = spawn(command, args, {
    cwd: app,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: options.dataDir,
      SITE_URL: url,
      NODE_ENV: "production",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: Boolean(options.npmScript),
  });
  options.onSpawn?.(child);
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    if (options.echoErrors) process.stderr.write(chunk);
  });
  // Through npm the server is npm's child: the pipes close once both have ended, whichever ends first.
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once(options.npmScript ? "close" : "exit", (code, signal) => resolve(code ?? signal)),
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited at start:\n${output}`);
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      // Not left running behind a caller that has no handle on it.
      child.kill("SIGKILL");
      throw new Error(`The server did not answer /healthz within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, process: child, output: () => output, exited };
}

/** `npm run <script>` with the npm running this process, when it was started by one, or the one on the PATH. */
function npmRun(script: string): [string, string[]] {
  return npmCommand(["run", script]);
}

/** npm with these arguments: the npm that runs this process when there is one (its Node may not be first on PATH). */
export function npmCommand(args: string[]): [string, string[]] {
  const npm = process.env.npm_execpath;
  return npm && /\.[cm]?js$/.test(npm) ? [process.execPath, [npm, ...args]] : ["npm", args];
}

/**
 * A port no process listens on now, from the system: tests running side by side each get their own,
 * with no fixed numbers to collide. (Another process could take it before the caller listens; the
 * server start checks, and says so.)
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Whether something accepts connections on `localhost:port` (either address family). */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "localhost" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Signs in to a running server's admin area and returns the session cookie, for benchmarks that time admin screens. */
export async function adminCookie(baseUrl: string, admin: { email: string; password: string }): Promise<string> {
  const login = await fetch(`${baseUrl}/admin/login`, {
    method: "POST",
    body: new URLSearchParams(admin),
    redirect: "manual",
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (login.status !== 302 || !cookie) throw new Error(`Sign-in failed: ${login.status}`);
  return cookie;
}
