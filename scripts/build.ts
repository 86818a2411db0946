// `npm run build`: the React Router build in three stages, each in a process of its own
// (build-stage.ts: the browser's code, the server's, the prerendered pages), then the precompressed
// twins and CSP hashes (precompress.ts), then a stamp of the sources it was made from. `npm start` runs it with
// `--if-changed`: it builds only when the build is missing or was made from other sources, so a
// restart of a server with its build in place starts serving at once, and a server that received a
// built release never builds. The stamp is a SHA-256 of the lockfile, the build's configuration
// and every source the build reads (the app, the host it bundles, the database layer, the public
// files), written beside the build after a build that succeeded.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ConfigError, parseEnv } from "../app/infrastructure/env.server.ts";

/** What the build reads: folders (walked, tests left out) and single files, relative to the project. */
export const BUILD_INPUTS = {
  folders: ["app", "server", "database", "public"],
  files: [
    "package-lock.json",
    "vite.config.ts",
    "react-router.config.ts",
    "tsconfig.json",
    "scripts/build-stage.ts",
    "scripts/precompress.ts",
  ],
};
const STAMP = "build/.sources-sha256";

/** Every file under these folders of `root`, tests left out, relative to `root`. */
export function filesIn(root: string, folders: string[]): string[] {
  return folders.flatMap((folder) =>
    fs.existsSync(path.join(root, folder))
      ? fs
          .readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
          .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      : [],
  );
}

/** The hash of the sources a build is made from, in `root`. */
export function sourcesHash(root: string): string {
  const hash = crypto.createHash("sha256");
  const files = [
    ...filesIn(root, BUILD_INPUTS.folders),
    ...BUILD_INPUTS.files.filter((file) => fs.existsSync(path.join(root, file))),
  ].sort();
  for (const file of files) {
    // The path too: a file renamed or moved changes what is built.
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** Whether `root` holds a build made from its current sources. */
export function buildIsCurrent(root: string): boolean {
  const stamp = path.join(root, STAMP);
  return (
    fs.existsSync(path.join(root, "build/server/index.js")) &&
    fs.existsSync(stamp) &&
    fs.readFileSync(stamp, "utf8").trim() === sourcesHash(root)
  );
}

/**
 * What the build's native code keeps, so that it builds on a small server (`npm run bench:build`):
 * Rolldown's allocator (mimalloc) commits its memory as it uses it instead of a whole arena at
 * once, and returns freed pages at once instead of after a delay; glibc's malloc keeps two arenas
 * instead of eight per core; sharp draws the social cards one at a time. The last two go together:
 * sharp keeps libvips to one thread by itself on glibc, unless MALLOC_ARENA_MAX is set, as it is
 * here, so VIPS_CONCURRENCY says it instead (each thread had buffers of its own).
 */
const NATIVE_MEMORY_SETTINGS = {
  MIMALLOC_ARENA_EAGER_COMMIT: "0",
  MIMALLOC_PURGE_DELAY: "0",
  MALLOC_ARENA_MAX: "2",
  VIPS_CONCURRENCY: "1",
};

/**
 * What a stage's JavaScript heap may grow to. Left to itself, V8 lets a heap grow well past what it
 * holds before collecting (a stage's live objects stay under 100 MB; its heap reached 370 MB); a
 * young generation of 1 MB instead of 16 and a ceiling of 256 MB keep it near what it holds, at
 * no cost in time worth measuring.
 */
const HEAP_SETTINGS = ["--max-old-space-size=256", "--max-semi-space-size=1"];

function run(command: string, args: string[], root: string): void {
  const { status } = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...NATIVE_MEMORY_SETTINGS, ...process.env },
  });
  if (status !== 0) process.exit(status ?? 1);
}

if (process.argv[1] === import.meta.filename) {
  const root = path.resolve(import.meta.dirname, "..");
  // The prerender renders pages with these settings: a wrong one would stop it with a page's 500
  // and no word of the setting. Checked first, in the server's own words.
  try {
    parseEnv(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  if (process.argv.includes("--if-changed") && buildIsCurrent(root)) {
    console.log("The build is up to date with the sources: not building.");
  } else {
    // The hash is taken before the build: a source edited while it runs is built next time.
    const hash = sourcesHash(root);
    fs.rmSync(path.join(root, STAMP), { force: true });
    for (const stage of ["client", "server", "pages"])
      run(process.execPath, [...HEAP_SETTINGS, path.join(root, "scripts/build-stage.ts"), stage], root);
    run(process.execPath, [path.join(root, "scripts/precompress.ts")], root);
    fs.writeFileSync(path.join(root, STAMP), `${hash}\n`);
  }
}
