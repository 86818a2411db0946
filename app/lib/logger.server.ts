import pino from "pino";
import { env } from "./env.server";

/**
 * One logger for the app. Visitors' phone numbers and e-mails never go into logs:
 * anything logged under these keys is replaced, wherever it sits in the object.
 */
export const logger = pino({
  level: env().NODE_ENV === "test" ? "warn" : env().LOG_LEVEL,
  redact: {
    paths: ["phone", "email", "*.phone", "*.email", "*.password", "password", "headers.cookie"],
    censor: "[redacted]",
  },
});
