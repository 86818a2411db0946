import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { type Plugin, defineConfig } from "vite";

/**
 * The code public pages run at start goes into three chunks instead of twenty: on a slow mobile
 * connection each extra request costs a round trip before the page can hydrate. "framework" is
 * what the client entry imports (React, React Router); "site" is our own code that every page
 * runs (the root and the site's frame: navbar, footer, form parts, helpers) and the home page's,
 * so the landing page loads one file of our code; "pages" is what two or more other public routes
 * share (breadcrumbs, the legal pages' layout), loaded by those pages and not by the home page.
 * What a single route imports stays in that route's chunk. Each group takes the package code its
 * modules use along. The lists come from the module graph at build time, so they follow the code.
 * What is imported on demand (dialog content, toasts) is not reached and keeps its own chunks; the
 * admin routes are not starting points, so admin-only code never joins these.
 */
function startupChunks() {
  const publicRoute = /[\\/]app[\\/](root|routes[\\/]site[\\/][\w-]+)\.tsx(\?|$)/;
  const onEveryVisit = /[\\/]app[\\/](root|routes[\\/]site[\\/](layout|home))\.tsx(\?|$)/;
  const framework = new Set<string>();
  const site = new Set<string>();
  const pages = new Set<string>();
  const plugin: Plugin = {
    name: "startup-chunks",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      const ids = [...this.getModuleIds()];
      // What a starting point imports statically: packages too, or (for our code) only ours, since
      // package entry files such as lucide-react's or radix-ui's re-export everything (the modules
      // reached bring the package code they use along).
      const reachedFrom = (starts: string[], intoPackages: boolean) => {
        const reached = new Set<string>();
        const queue = starts.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []);
        while (queue.length) {
          const id = queue.pop()!;
          if (reached.has(id) || starts.includes(id) || (!intoPackages && /[\\/]node_modules[\\/]/.test(id))) continue;
          reached.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return reached;
      };
      const entry = ids.filter((id) => /[\\/]entry\.client\.[jt]sx?$/.test(id));
      const routes = ids.filter((id) => publicRoute.test(id));
      if (!entry.length || !routes.length) this.error("startup-chunks: no client entry or no public route");
      for (const id of reachedFrom(entry, true)) framework.add(id);
      const always = routes.filter((id) => onEveryVisit.test(id));
      for (const id of reachedFrom(always, false)) site.add(id);
      // A route module appears as itself and as its client-route variant ("…?__react-router-build-client-route"):
      // both are one route.
      const routeFile = (id: string) => id.split("?")[0]!;
      const routesReaching = new Map<string, Set<string>>();
      for (const route of routes.filter((id) => !always.includes(id)))
        for (const id of reachedFrom([route], false))
          routesReaching.set(id, (routesReaching.get(id) ?? new Set()).add(routeFile(route)));
      for (const [id, files] of routesReaching)
        if (files.size > 1 && !site.has(id) && !routes.includes(id)) pages.add(id);
    },
  };
  return {
    plugin,
    groups: [
      { name: "framework", priority: 3, test: (id: string) => framework.has(id) },
      { name: "site", priority: 2, test: (id: string) => site.has(id) },
      { name: "pages", priority: 1, test: (id: string) => pages.has(id) },
    ],
  };
}

const startup = startupChunks();

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), startup.plugin],
  resolve: { tsconfigPaths: true },
  // `npm run dev` bundles the browser's packages when a page first asks for them. One reached only
  // after the page has started (sonner, loaded when the browser is idle; the phone rules, with the
  // first touch of a form) was bundled later on its own, and that could reload the open page under
  // the developer (and under the dev-loop test). Named here, they are bundled with the rest at once.
  optimizeDeps: { include: ["sonner", "libphonenumber-js/max"] },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // Only the modules of a package's entry that are imported are compiled: lucide-react's entry names
          // about 1,900 icons, and compiling them all took 2,786 modules instead of 628, and about a
          // fifth of the build's memory (npm run bench:build). The chunks are the same.
          experimental: { lazyBarrel: true },
          output: { codeSplitting: { groups: startup.groups } },
        },
      },
    },
    // The server build starts from server/app.ts so the Node entry gets the database,
    // config and request handler from one bundle (one copy of each module).
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
});
