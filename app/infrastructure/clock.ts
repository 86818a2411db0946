/**
 * Where scheduled work takes the time from. Every time it stores or compares (when a lead is due
 * for an escalation, when a message may be retried, which day's digest is due) comes from one
 * clock, never from the database's `now()`, so tests can set the time.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
