import { createHash, timingSafeEqual } from "node:crypto";

/** Whether a secret a request gave is the expected one, compared in constant time (through digests of equal length). */
export const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(createHash("sha256").update(given).digest(), createHash("sha256").update(expected).digest());
