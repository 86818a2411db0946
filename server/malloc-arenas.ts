// Imported first by server/index.ts. glibc's malloc gives each thread that allocates while another
// does an arena of its own (up to eight per core) and keeps what was freed in each: after a first
// start's image work (sharp, on libuv's threads) that is about 80 MB the server never uses again.
// Two arenas keep it to a few MB (npm run bench:memory). glibc reads MALLOC_ARENA_MAX only as the
// process starts, and an npm script cannot set it on every platform (cmd.exe has no `VAR=value
// command`), so on Linux the server starts itself again with it set, as the same process (execve:
// same pid, same standard streams), before it has loaded anything else. Other C libraries ignore it.
if (process.platform === "linux" && process.env.MALLOC_ARENA_MAX === undefined) {
  try {
    process.execve?.(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
      ...process.env,
      MALLOC_ARENA_MAX: "2",
    });
  } catch {
    // execve failed and this process goes on as it is, with glibc's default arenas: more memory, nothing else.
  }
}
