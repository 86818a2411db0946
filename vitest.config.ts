import { availableParallelism } from "node:os";
import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

const TEST_FILES = [
  "app/**/*.test.ts",
  "database/**/*.test.ts",
  "server/**/*.test.ts",
  "tests/integration/**/*.test.ts",
  "tests/support/**/*.test.ts",
];

/** Test files that start, kill and convert database engines (processes of their own, initdb, dumps). */
const ENGINE_FILES = [
  "tests/integration/legacy-data.test.ts",
  "tests/integration/embedded-engine.test.ts",
  "tests/integration/backup.test.ts",
];

/** Test files that replace a module (vi.mock): they need the module registry to themselves. */
const MOCKING_FILES = ["tests/integration/overview-unreadable.test.ts"];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    env: { NODE_ENV: "test" },
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/lead-events.ts"],
    // Vitest leaves a core free by default: on a two-core machine that is one file at a time. The
    // integration files mostly wait on database engines and servers: there, three at once finish the
    // suite in 158 s, two in 187 s, one in about 290 s (`time npx vitest run --maxWorkers N`).
    maxWorkers: availableParallelism() + 1,
    // The files that start, kill and convert database engines against a clock run after the others
    // (a later group): beside the other files on two cores, legacy-data's "killed while loading" test
    // took 25 s and once went past its 30 s. Beside each other they keep their margins (that test
    // 6 to 7 s, the start after kill -9 1.8 to 2.0 s of its 5) and take 36 to 38 s instead of 64 s
    // one after another: each waits on its engines about half the time.
    projects: [
      { extends: true, test: { name: "engines", include: ENGINE_FILES, sequence: { groupOrder: 1 } } },
      // The rest share their workers' module graph (isolate: false): each worker loads the app's modules,
      // drizzle and the test helpers once instead of once per file. `npm run test:unit` took 356 s of
      // the machine's time instead of 389 s, and 221 s instead of 232 s (/proc/stat before and after).
      // A file that replaces a module (vi.mock) would find it already loaded: those run in fresh
      // processes, beside the rest.
      { extends: true, test: { name: "mocking", include: MOCKING_FILES } },
      {
        extends: true,
        test: {
          name: "rest",
          include: TEST_FILES,
          exclude: [...configDefaults.exclude, ...ENGINE_FILES, ...MOCKING_FILES],
          isolate: false,
        },
      },
    ],
    // The workers' processes load drizzle-orm: resolved without reading its 179 KB package.json for
    // every module, as the server does (server/drizzle-resolution.ts).
    execArgv: ["--import", path.resolve(import.meta.dirname, "server/drizzle-resolution.ts")],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
