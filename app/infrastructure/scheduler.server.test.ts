import { describe, expect, it } from "vitest";
import { systemClock } from "~/lib/clock";
import { createScheduler } from "./scheduler.server";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the scheduler", () => {
  it("runs every task in order each tick; a failing task is logged and the next still runs", async () => {
    const ran: string[] = [];
    const scheduler = createScheduler({
      clock: systemClock,
      tasks: [
        { name: "first", run: async () => void ran.push("first") },
        {
          name: "broken",
          run: async () => {
            ran.push("broken");
            throw new Error("database unavailable");
          },
        },
        { name: "last", run: async () => void ran.push("last") },
      ],
    });
    await scheduler.tick();
    await scheduler.tick();
    expect(ran).toEqual(["first", "broken", "last", "first", "broken", "last"]);
  });

  it("never overlaps ticks: one asked for while another runs waits for it", async () => {
    let running = 0;
    let most = 0;
    const scheduler = createScheduler({
      clock: systemClock,
      tasks: [
        {
          name: "slow",
          run: async () => {
            most = Math.max(most, ++running);
            await sleep(30);
            running--;
          },
        },
      ],
    });
    await Promise.all([scheduler.tick(), scheduler.tick(), scheduler.tick()]);
    expect(most).toBe(1);
  });

  it("ticks on its own once started, sooner than every minute when a task asks, and not after stop", async () => {
    const ticks: number[] = [];
    const scheduler = createScheduler({
      clock: systemClock,
      everyMs: 60_000,
      tasks: [
        {
          name: "retrying",
          run: async (now) => {
            ticks.push(now.getTime());
            // Wants to come back in a second, long before the minute is up.
            return new Date(now.getTime() + 1_000);
          },
        },
      ],
    });
    scheduler.start();
    await sleep(1_300);
    await scheduler.stop();
    expect(ticks).toHaveLength(2);
    await sleep(1_100);
    expect(ticks).toHaveLength(2);
  });

  it("stop waits for the tick under way, so the database can close after it", async () => {
    let finished = false;
    const scheduler = createScheduler({
      clock: systemClock,
      tasks: [
        {
          name: "sending",
          run: async () => {
            await sleep(200);
            finished = true;
          },
        },
      ],
    });
    scheduler.start();
    await sleep(50);
    await scheduler.stop();
    expect(finished).toBe(true);
  });

  it("ticks at once when something waits to be sent, also when asked during a tick", async () => {
    const ticks: number[] = [];
    let slow = false;
    const scheduler = createScheduler({
      clock: systemClock,
      everyMs: 60_000,
      tasks: [
        {
          name: "send",
          run: async () => {
            ticks.push(Date.now());
            if (slow) await sleep(400);
          },
        },
      ],
    });
    scheduler.soon(); // not started: nothing
    scheduler.start();
    await sleep(100);
    expect(ticks).toHaveLength(1);
    // Between ticks: the next one comes within a tenth of a second, not in a minute.
    scheduler.soon();
    await sleep(400);
    expect(ticks).toHaveLength(2);
    // During a tick: another follows it at once.
    slow = true;
    scheduler.soon();
    while (ticks.length < 3) await sleep(10); // the third tick has begun and runs for 400 ms
    scheduler.soon();
    await sleep(900);
    expect(ticks).toHaveLength(4);
    await scheduler.stop();
    scheduler.soon();
    await sleep(400);
    expect(ticks).toHaveLength(4);
  });

  it("reports its lag: none while on time, the overrun while a tick hangs, none again once it ends", async () => {
    let at = Date.parse("2026-11-28T10:00:00+05:30");
    const clock = { now: () => new Date(at) };
    let finish: () => void = () => {};
    const scheduler = createScheduler({
      clock,
      everyMs: 30_000,
      tasks: [{ name: "mail server hanging", run: () => new Promise<void>((resolve) => (finish = resolve)) }],
    });
    expect(scheduler.lagMs()).toBe(0);
    scheduler.start();
    await sleep(20);
    at += 30_000;
    expect(scheduler.lagMs()).toBe(0);
    at += 45_000;
    expect(scheduler.lagMs()).toBe(45_000);
    finish();
    await sleep(20);
    expect(scheduler.lagMs()).toBe(0);
    await scheduler.stop();
  });
});
