// Imported by server/index.ts before it loads the build: Node keeps the machine code it compiles for
// the build and the packages it loads (better-auth, the S3 client, React) in its compile cache
// (os.tmpdir()/node-compile-cache, as npm itself does) and reuses it at the next start, so a restart
// answers sooner: compiling them was about 0.4 s of a 3 s start (node --cpu-prof). A cache that
// cannot be written (a read-only temporary folder) only leaves the start as it was.
import module from "node:module";

module.enableCompileCache?.();
