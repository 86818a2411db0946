/**
 * Where the app takes the time from. Every time it stores or compares (when a lead is due for an
 * escalation, when a message may be retried, which day's digest is due, when a row was changed)
 * comes from this module, never from `new Date()`, `Date.now()` or the database's `now()`, so
 * tests can set the time. It lives in lib, the bottom layer, so every layer (and database/) may
 * import it.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The current time. This is the one place the app reads the time (lint forbids `new Date()` and
 * `Date.now()` anywhere else); code that tests drive through time takes an injected `Clock`
 * instead, and the tests set the time through that. A duration or a deadline for a loop is
 * measured with `performance.now()`, which a change of the wall clock does not move.
 */
export function now(): Date {
  return systemClock.now();
}
