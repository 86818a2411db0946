import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { InvariantError } from "~/lib/invariant";
import pino, { type LoggerOptions } from "pino";
import { env } from "./env.server";

/**
 * Errors whose messages we write ourselves for the operator, with no visitor's data in them. Every other
 * message may hold what a query, a request or a mail server was given: the ORM puts a failed query's
 * parameters (a lead's name, phone and e-mail, a session token) into its error's message.
 */
const ownMessages = new Set([
  "ConfigError",
  "DatabaseLockedError",
  "BackupError",
  "WeakPasswordError",
  "InvariantError",
]);

/** A PostgreSQL SQLSTATE (five digits or capitals), e.g. 23505, 42501, 57P01. */
const sqlState = /^[0-9A-Z]{5}$/;
/** A system or library error code, e.g. ECONNREFUSED, ENOSPC, EENVELOPE. */
const errorCode = /^E[A-Z0-9_]{2,40}$/;

export interface LoggedError {
  type: string;
  /** The SQLSTATE of a database error, or a system error's code. */
  code?: string;
  /** For a database error: the constraint it broke (a name in our schema, never a value). */
  constraint?: string;
  /** For a mail server's refusal: its SMTP reply code (e.g. 451), which says whether a retry can help. */
  responseCode?: number;
  message?: string;
  /**
   * For a programming error only: its top frames, "fn (file:line:col)", paths relative to the repository
   * and a frame in node_modules reduced to its package's name. Never the stack's first line (the message).
   */
  stack?: string[];
}

/**
 * Errors that mean our code is wrong, whose frames are what finding the fault takes: the language's own,
 * and our broken invariants (`invariant` in app/lib). A plain `Error` gets no stack: libraries throw it for
 * operational failures too (a refused mail, a lookup timing out).
 */
const programmingErrors = [TypeError, RangeError, ReferenceError, SyntaxError, InvariantError];
const MAX_FRAMES = 10;

/** The repository's folder: the nearest above this module with a package.json (sources or build/server). */
const appRoot = (() => {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (!folder.split(path.sep).includes("node_modules") && existsSync(path.join(folder, "package.json")))
      return folder;
    const parent = path.dirname(folder);
    if (parent === folder) return process.cwd();
    folder = parent;
  }
})();

/** A programming error, not a failure that names its cause: fetch's "fetch failed" is a TypeError with one. */
function isProgrammingError(error: Error): boolean {
  return error.cause === undefined && programmingErrors.some((type) => error instanceof type);
}

/**
 * A stack frame's location made safe and short: an absolute path or file URL becomes relative to the
 * repository (only its file name when outside it), a file in node_modules only its package's name.
 * Answers the package's name as `pkg` when the frame is in node_modules.
 */
function shortenLocation(location: string): { text: string; pkg?: string } {
  const evalSite = /^eval at (.*) \((.*)\), (.*)$/.exec(location);
  if (evalSite) {
    const [, fn, origin, site] = evalSite as unknown as [string, string, string, string];
    const inner = shortenLocation(origin);
    return { text: `eval at ${fn} (${inner.pkg ?? inner.text}), ${shortenLocation(site).text}`, pkg: inner.pkg };
  }
  const [, file = location, position = ""] = /^(.*?)((?::\d+){0,2})$/.exec(location) ?? [];
  let filePath = file.replace(/\?[^/]*$/, "");
  if (filePath.startsWith("file://")) {
    try {
      filePath = fileURLToPath(filePath);
    } catch {
      return { text: location };
    }
  }
  if (!path.isAbsolute(filePath)) return { text: location };
  const parts = filePath.split(path.sep);
  const modules = parts.lastIndexOf("node_modules");
  if (modules !== -1) {
    const [first = "", second = ""] = parts.slice(modules + 1);
    return { text: location, pkg: first.startsWith("@") ? `${first}/${second}` : first };
  }
  const relative = path.relative(appRoot, filePath);
  const shown = relative.startsWith("..") || path.isAbsolute(relative) ? path.basename(filePath) : relative;
  return { text: `${shown.split(path.sep).join("/")}${position}` };
}

/**
 * The top frames of an error's stack, without its first line: V8 starts the stack with "Type: message",
 * and a message can run over several lines, so everything up to the message's end is dropped; when the
 * message is no longer in the stack (changed after the throw), no frame is trusted.
 */
function stackFrames(error: Error): string[] | undefined {
  const { stack, message } = error;
  if (typeof stack !== "string") return undefined;
  let start = 0;
  if (message) {
    const at = stack.indexOf(message);
    if (at === -1) return undefined;
    start = at + message.length;
  }
  const frames: string[] = [];
  for (const line of stack.slice(start).split("\n").slice(1)) {
    const frame = /^\s+at (?:(.+?) \((.+)\)|(.+))$/.exec(line);
    if (!frame) continue;
    const [, fn, inParens, bare] = frame;
    const location = shortenLocation((inParens ?? bare) as string);
    frames.push(location.pkg ?? (fn === undefined ? location.text : `${fn} (${location.text})`));
    if (frames.length === MAX_FRAMES) break;
  }
  return frames;
}

/**
 * What the log keeps of an error: an allow-list (its type, a code, our own messages and, for a programming
 * error, its top frames), never its message text, the stack's first line, cause's text, query parameters or
 * anything else it carries. A database error is known by its SQLSTATE; the call site names the query
 * (`query` beside `err`).
 */
export function serializeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error };
  const logged: LoggedError = { type: error.name === "Error" ? error.constructor.name : error.name };
  if (ownMessages.has(error.name)) logged.message = error.message;
  // Drizzle wraps the driver's error (pg) as its cause; the code is on the innermost one.
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as Error & { code?: unknown; constraint?: unknown };
    if (typeof code === "string" && (sqlState.test(code) || errorCode.test(code))) {
      logged.code = code;
      if (typeof constraint === "string") logged.constraint = constraint;
    }
  }
  const { responseCode } = error as Error & { responseCode?: unknown };
  if (typeof responseCode === "number") logged.responseCode = responseCode;
  if (isProgrammingError(error)) {
    const stack = stackFrames(error);
    if (stack?.length) logged.stack = stack;
  }
  return logged;
}

/** A request's path for the log: the query string is left out (it can carry tokens and whatever a link adds). */
export function requestPath(url: string): string {
  try {
    return new URL(url, "http://localhost").pathname;
  } catch {
    return "(unparsable)";
  }
}

export const loggerOptions = {
  level: env().NODE_ENV === "test" ? "warn" : env().LOG_LEVEL,
  serializers: { err: serializeError },
  // Beyond errors: visitors' phone numbers and e-mails never go into logs, wherever they sit.
  redact: {
    paths: ["phone", "email", "*.phone", "*.email", "*.password", "password", "headers.cookie"],
    censor: "[redacted]",
  },
} satisfies LoggerOptions;

/** One logger for the app; errors go under `err`, through serializeError. */
export const logger = pino(loggerOptions);
