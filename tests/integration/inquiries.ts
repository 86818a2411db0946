import type { Scheduler } from "~/infrastructure/scheduler.server";

/** A form post to an inquiry action, as a browser without JavaScript sends it. */
export function inquiryRequest(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request("http://localhost/contact", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  });
}

/** The server's scheduler as an action sees it, counting how often it is told that mail waits. */
export function countingScheduler(): Scheduler & { nudges: number } {
  const scheduler = {
    nudges: 0,
    soon: () => void scheduler.nudges++,
    start() {},
    tick: async () => {},
    stop: async () => {},
  };
  return scheduler;
}
