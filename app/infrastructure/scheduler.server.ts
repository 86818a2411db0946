// The server's own scheduler: no cron line to set up. The server starts it once the database is
// open and stops it before the database closes (server/app.ts); each tick runs the tasks in order,
// one tick at a time. A task's failure is logged (by the error serializer's allow-list: no personal
// data) and never reaches the process; the next tick tries again.
import type { Clock } from "~/lib/clock";
import { logger } from "./logger.server";

export interface ScheduledTask {
  /** Names the task in the log. */
  name: string;
  /** Runs once per tick. May answer a moment it wants the next tick by (a retry due sooner than the next tick). */
  run(now: Date): Promise<Date | void>;
}

export interface Scheduler {
  /** Runs every task once; a tick asked for while one runs waits for that one instead of overlapping it. */
  tick(): Promise<void>;
  /** Ticks now and then every `everyMs` (or sooner when a task asks), until stopped. */
  start(): void;
  /** No tick after this; waits for a tick under way (at most `stopWaitMs`), so the database can close after it. */
  stop(): Promise<void>;
  /**
   * Something is waiting to be sent (an acknowledgement, a WhatsApp alert): the next tick comes
   * within a tenth of a second instead of at its time, or right after the tick under way. Does
   * nothing until started.
   */
  soon(): void;
  /** How far behind it is: milliseconds since it last finished a tick (or started), beyond its interval; 0 before start. */
  lagMs(): number;
}

export const TICK_EVERY_MS = 30_000;
/** The shortest wait between ticks, however soon a task asks to run again. */
const MIN_WAIT_MS = 1_000;
/** How soon a tick follows `soon()`: time for the request that asked to finish, no more. */
const SOON_MS = 100;

export function createScheduler(options: {
  tasks: ScheduledTask[];
  clock: Clock;
  everyMs?: number;
  stopWaitMs?: number;
}): Scheduler {
  const { tasks, clock, everyMs = TICK_EVERY_MS, stopWaitMs = 10_000 } = options;
  let running: Promise<Date | undefined> | undefined;
  let timer: NodeJS.Timeout | undefined;
  /** When the timer fires; undefined before start and from its firing until the next is set. */
  let dueAt: number | undefined;
  let started = false;
  /** soon() was asked while a tick ran: the next tick follows it at once. */
  let soonAfterTick = false;
  let stopped = false;
  /** When the last tick ended (or the scheduler started): a tick that hangs shows as a growing lag. */
  let lastTickEnd: number | undefined;

  async function runTasks(): Promise<Date | undefined> {
    let wakeBy: Date | undefined;
    for (const task of tasks) {
      if (stopped) break;
      try {
        const wanted = await task.run(clock.now());
        if (wanted && (!wakeBy || wanted < wakeBy)) wakeBy = wanted;
      } catch (error) {
        logger.error({ err: error, task: task.name }, "scheduled task failed; it runs again at the next tick");
      }
    }
    return wakeBy;
  }

  function tick(): Promise<Date | undefined> {
    running ??= runTasks().finally(() => {
      running = undefined;
      lastTickEnd = clock.now().getTime();
    });
    return running;
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    dueAt = clock.now().getTime() + delay;
    timer = setTimeout(() => {
      dueAt = undefined;
      void tick().then((wakeBy) => {
        const soon = wakeBy ? wakeBy.getTime() - clock.now().getTime() : everyMs;
        schedule(soonAfterTick ? SOON_MS : Math.max(MIN_WAIT_MS, Math.min(everyMs, soon)));
        soonAfterTick = false;
      });
    }, delay);
    // The schedule alone must not keep the process alive.
    timer.unref();
  }

  return {
    tick: async () => {
      await tick();
    },
    start: () => {
      started = true;
      lastTickEnd = clock.now().getTime();
      schedule(0);
    },
    lagMs: () => (lastTickEnd === undefined ? 0 : Math.max(0, clock.now().getTime() - lastTickEnd - everyMs)),
    soon() {
      if (stopped || !started) return;
      // The timer fired and its tick runs or is about to: one more follows it.
      if (running || dueAt === undefined) soonAfterTick = true;
      else if (dueAt - clock.now().getTime() > SOON_MS) schedule(SOON_MS);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([
        running,
        new Promise((resolve) => {
          waited = setTimeout(resolve, stopWaitMs);
          waited.unref();
        }),
      ]);
      clearTimeout(waited);
    },
  };
}
