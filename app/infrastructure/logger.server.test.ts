import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { pathToFileURL } from "node:url";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { loggerOptions, serializeError } from "./logger.server";
import { invariant } from "~/lib/invariant";

/** The repository folder, which frames are given relative to. */
const root = path.resolve(import.meta.dirname, "../..");
/** What a visitor could have typed: a programming error's message may quote it. */
const personal = "Priya Raman, +91 98470 12345";

function failToReadLead(lead: { contact?: { phone: string } }): string {
  if (!lead.contact) throw new TypeError(`Cannot read properties of undefined (reading 'phone') for ${personal}`);
  return lead.contact.phone;
}

function caught(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

/** What pino writes for `err`, as the JSON line it would go to the log as. */
function logLine(error: unknown): string {
  let line = "";
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      line += chunk.toString();
      done();
    },
  });
  pino({ ...loggerOptions, level: "info" }, sink).error({ err: error, path: "/contact-taps" }, "request failed");
  return line;
}

describe("serializeError", () => {
  it("keeps a mail server's reply code, not its reply, which can quote the addresses it refused", () => {
    const refusal = Object.assign(new Error("451 4.7.1 <owner@agency.example>: Mailbox busy"), {
      code: "EENVELOPE",
      responseCode: 451,
    });
    expect(serializeError(refusal)).toEqual({ type: "Error", code: "EENVELOPE", responseCode: 451 });
  });

  it("logs a programming error's top frames, relative to the repository, without its message", () => {
    const error = caught(() => failToReadLead({}));
    const logged = serializeError(error);
    expect(logged.type).toBe("TypeError");
    expect(logged.stack).toBeInstanceOf(Array);
    const stack = logged.stack ?? [];
    expect(stack.length).toBeGreaterThan(1);
    expect(stack.length).toBeLessThanOrEqual(10);
    expect(stack[0]).toMatch(/^failToReadLead \(app\/infrastructure\/logger\.server\.test\.ts:\d+:\d+\)$/);
    for (const frame of stack) {
      expect(frame).not.toContain(root);
      expect(frame).not.toContain("/work/");
      expect(frame).not.toContain(os.homedir());
      expect(frame).not.toContain("file:");
      expect(frame).not.toContain("node_modules");
      expect(frame).not.toMatch(/^\/|\(\//);
    }
    // Vitest's own frames are in node_modules: each is only its package's name.
    expect(stack.some((frame) => /^(@vitest\/[a-z-]+|vitest)$/.test(frame))).toBe(true);

    const line = logLine(error);
    expect(JSON.parse(line).err).toEqual(logged);
    for (const text of ["Priya", "Raman", "98470", "12345", "reading 'phone'", "Cannot read"])
      expect(line).not.toContain(text);
  });

  it("keeps at most ten frames", () => {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 50;
    try {
      const deep = (depth: number): never => (depth === 0 ? failToReadLead({}) : deep(depth - 1)) as never;
      const logged = serializeError(caught(() => deep(30)));
      expect(logged.stack).toHaveLength(10);
      expect(logged.stack?.[0]).toMatch(/^failToReadLead \(/);
      expect(logged.stack?.slice(1).every((frame) => frame.startsWith("deep ("))).toBe(true);
    } finally {
      Error.stackTraceLimit = limit;
    }
  });

  it("shortens frames to paths from the repository, and those in node_modules to the package", () => {
    const error = new RangeError(`Invalid time value ${personal}`);
    error.stack = [
      `RangeError: Invalid time value ${personal}`,
      `    at formatFollowUp (${pathToFileURL(path.join(root, "build/server/index.js")).href}:1234:56)`,
      `    at ${path.join(root, "app/routes/resources/contact-taps.ts")}:40:7`,
      `    at Object.callRouteHandler (${path.join(root, "node_modules/react-router/dist/development/index.mjs")}:9:1)`,
      `    at async handle (${pathToFileURL(path.join(root, "node_modules/@react-router/node/dist/index.mjs")).href}:2:3)`,
      `    at run (${path.join(root, "node_modules/a/node_modules/@scope/b/lib/x.js")}:1:1)`,
      `    at Array.map (<anonymous>)`,
      `    at process.processTicksAndRejections (node:internal/process/task_queues:105:5)`,
      `    at elsewhere (${path.join(os.homedir(), "tools/script.js")}:3:4)`,
    ].join("\n");
    expect(serializeError(error)).toEqual({
      type: "RangeError",
      stack: [
        "formatFollowUp (build/server/index.js:1234:56)",
        "app/routes/resources/contact-taps.ts:40:7",
        "react-router",
        "@react-router/node",
        "@scope/b",
        "Array.map (<anonymous>)",
        "process.processTicksAndRejections (node:internal/process/task_queues:105:5)",
        "elsewhere (script.js:3:4)",
      ],
    });
  });

  it("never takes a line of a message for a frame, even one written like a frame", () => {
    const error = new SyntaxError(`Unexpected token in JSON\n    at ${personal} (/home/priya/lead.js:1:1)`);
    const logged = serializeError(error);
    expect(logged.stack?.[0]).toMatch(/^(Object\.)?<anonymous>|logger\.server\.test\.ts/);
    expect(JSON.stringify(logged)).not.toMatch(/Priya|98470|priya|Unexpected/);
  });

  it("logs ReferenceError with its frames as well", () => {
    const logged = serializeError(caught(() => new Function("return notDefinedAnywhere")()));
    expect(logged.type).toBe("ReferenceError");
    expect(logged.stack?.length).toBeGreaterThan(0);
  });

  it("logs our own broken invariant with its message and frames", () => {
    const checkRootData = (data: unknown) => invariant(data, "the root loader's data is missing");
    const logged = serializeError(caught(() => checkRootData(undefined)));
    expect(logged.type).toBe("InvariantError");
    expect(logged.message).toBe("the root loader's data is missing");
    expect(logged.stack?.[0]).toMatch(/^checkRootData \(app\/infrastructure\/logger\.server\.test\.ts:\d+:\d+\)$/);
  });

  it("keeps a database error as it was: its SQLSTATE, no stack, no message", () => {
    const driver = Object.assign(new Error(`duplicate key value violates unique constraint: ${personal}`), {
      code: "23505",
      constraint: "leads_phone_key",
    });
    class DrizzleQueryError extends Error {
      override name = "DrizzleQueryError";
    }
    const error = new DrizzleQueryError(`Failed query: insert into leads params: ${personal}`, { cause: driver });
    expect(serializeError(error)).toEqual({ type: "DrizzleQueryError", code: "23505", constraint: "leads_phone_key" });
    expect(serializeError(driver)).toEqual({ type: "Error", code: "23505", constraint: "leads_phone_key" });
  });

  it("keeps a network failure as it was, though fetch throws it as a TypeError", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 10.0.0.1:443"), { code: "ECONNREFUSED" });
    const failed = new TypeError("fetch failed", { cause: refused });
    expect(serializeError(failed)).toEqual({ type: "TypeError", code: "ECONNREFUSED" });
  });

  it("gives a plain Error no stack: libraries throw it for operational failures too", () => {
    expect(serializeError(new Error("never expected"))).toEqual({ type: "Error" });
  });
});
