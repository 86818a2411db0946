// Imported by server/index.ts before it loads the build (whose imports reach drizzle-orm), and
// given to each Vitest fork with `--import` (vitest.config.ts). Node finds the module format of
// each file it loads by reading the package.json above it, and reads it afresh each time:
// drizzle-orm's is 179 KB (an `exports` entry for each of its modules), so loading its few hundred
// modules took 0.6 s of CPU (about a fifth of a server's start) instead of 0.06 s. Its own imports
// are relative, of `.js` files, in a package of `"type": "module"` with no package.json below its
// root: those are ES modules whatever Node would read, and are resolved here without reading it.
// (The operator's commands, `node scripts/*.ts`, load it as before: their imports are resolved
// before any of their code runs.)
import module from "node:module";

const DRIZZLE = "/node_modules/drizzle-orm/";

module.registerHooks?.({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL;
    if (
      parent?.includes(DRIZZLE) &&
      parent.endsWith(".js") &&
      (specifier.startsWith("./") || specifier.startsWith("../")) &&
      specifier.endsWith(".js")
    )
      return { url: new URL(specifier, parent).href, format: "module", shortCircuit: true };
    return nextResolve(specifier, context);
  },
});
