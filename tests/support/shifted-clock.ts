// Loaded into a server a test starts (`node --import`), never into the product: the time the
// server reads (`new Date()`, `Date.now()`) is the real time plus the milliseconds written in the
// file CLOCK_OFFSET_FILE names, read again at most every 100 ms. A test moves the server's clock
// forward by writing that file, without waiting; timers keep real time.
import fs from "node:fs";

const file = process.env.CLOCK_OFFSET_FILE;
if (file) {
  const RealDate = Date;
  let offset = 0;
  let readAt = -Infinity;
  const currentOffset = () => {
    const at = performance.now();
    if (at - readAt > 100) {
      readAt = at;
      try {
        offset = Number(fs.readFileSync(file, "utf8")) || 0;
      } catch {
        // No file yet: the real time.
      }
    }
    return offset;
  };
  // Constructed and asked for now alike; Date() called without new (a string) is not used here.
  globalThis.Date = class ShiftedDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(RealDate.now() + currentOffset());
      else super(...(args as ConstructorParameters<DateConstructor>));
    }
    static now() {
      return RealDate.now() + currentOffset();
    }
  } as DateConstructor;
}
