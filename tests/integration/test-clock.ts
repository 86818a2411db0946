/** The time every part of the scheduler reads; the test moves it. */
export function testClock(start: Date) {
  let current = start;
  return {
    now: () => new Date(current),
    set(to: Date) {
      current = to;
    },
  };
}
