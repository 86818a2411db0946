/**
 * Our own code reached a state it promises never to be in: a fault to fix, not a failure to report. The
 * log keeps its message (written here, naming no visitor's data) and its top stack frames
 * (logger.server.ts), as for a TypeError.
 */
export class InvariantError extends Error {
  override name = "InvariantError";
}

/** Throws an InvariantError saying `broken` unless `condition` holds. */
export function invariant(condition: unknown, broken: string): asserts condition {
  if (condition) return;
  const error = new InvariantError(broken);
  // The stack starts where the promise was broken, not in this helper.
  Error.captureStackTrace(error, invariant);
  throw error;
}
