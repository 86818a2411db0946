// Imported first by server/index.ts. Two settings are read only as a process starts, so on Linux the
// server starts itself again with them set, as the same process (execve: same pid, same standard
// streams), before it has loaded anything else. An npm script cannot set them on every platform
// (cmd.exe has no `VAR=value command`); a value the operator set is kept.
// - MALLOC_ARENA_MAX=2: glibc's malloc gives each thread that allocates while another does an arena
//   of its own (up to eight per core) and keeps what was freed in each: after a first start's image
//   work (sharp, on libuv's threads) that is about 80 MB the server never uses again. Two arenas keep
//   it to a few MB (npm run bench:memory). Other C libraries ignore it.
// - NODE_COMPILE_CACHE: Node keeps the machine code it compiles for the server, its build and the
//   packages they load, and reuses it at the next start (in os.tmpdir()/node-compile-cache, as
//   module.enableCompileCache would). Set from the first module on, it covers all of them; enabled
//   from this module, the modules loaded beside it were compiled already. The server answered
//   /healthz 1.40 and 1.56 s after its start instead of 1.58 to 2.06 s (medians of five restarts).
import module from "node:module";
import os from "node:os";
import path from "node:path";

const wanted = { MALLOC_ARENA_MAX: "2", NODE_COMPILE_CACHE: path.join(os.tmpdir(), "node-compile-cache") };
const missing = Object.entries(wanted).filter(([name]) => process.env[name] === undefined);
if (process.platform === "linux" && missing.length > 0) {
  try {
    process.execve?.(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
      ...process.env,
      ...Object.fromEntries(missing),
    });
  } catch {
    // execve failed and this process goes on as it is: glibc's default arenas (more memory) and the
    // compile cache only for what loads from here on.
  }
}
// Where the process could not start again: the cache for what loads from here on (the build).
module.enableCompileCache?.();
