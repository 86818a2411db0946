import pino, { type LoggerOptions } from "pino";
import { env } from "./env.server";

/**
 * Errors whose messages we write ourselves for the operator, with no visitor's data in them. Every other
 * message may hold what a query, a request or a mail server was given: the ORM puts a failed query's
 * parameters (a lead's name, phone and e-mail, a session token) into its error's message.
 */
const ownMessages = new Set(["ConfigError", "DatabaseLockedError", "BackupError", "WeakPasswordError"]);

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
}

/**
 * What the log keeps of an error: an allow-list (its type, a code, our own messages), never its message
 * text, stack, cause's text, query parameters or anything else it carries. A database error is known by
 * its SQLSTATE; the call site names the query (`query` beside `err`).
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
