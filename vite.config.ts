import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { type Plugin, defineConfig } from "vite";

/**
 * The code public pages run at start goes into two chunks instead of twenty: on a slow mobile
 * connection each extra request costs a round trip before the page can hydrate. "framework" is
 * what the client entry imports (React, React Router); "site" is our own code that the root and
 * the public routes import statically (navbar, footer, sections, form parts, helpers), with the
 * package code it uses. The lists come from the module graph at build time, so they follow the
 * code. What is imported on demand (dialog content, toasts) is not reached and keeps its own
 * chunks; the admin routes are not starting points, so admin-only code never joins "site".
 */
function startupChunks() {
  const groups = [
    { name: "framework", priority: 2, startFrom: /[\\/]entry\.client\.[jt]sx?$/, intoPackages: true },
    // Package entry files such as lucide-react's or radix-ui's re-export everything, so this walk
    // stays in our own code (the modules it reaches bring the package code they use along).
    {
      name: "site",
      priority: 1,
      startFrom: /[\\/]app[\\/](root|routes[\\/]site[\\/][\w-]+)\.tsx(\?|$)/,
      intoPackages: false,
    },
  ].map((group) => ({ ...group, reached: new Set<string>() }));
  const plugin: Plugin = {
    name: "startup-chunks",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      const ids = [...this.getModuleIds()];
      for (const { startFrom, intoPackages, reached } of groups) {
        const starts = ids.filter((id) => startFrom.test(id));
        if (starts.length === 0) this.error(`startup-chunks: no module matches ${startFrom}`);
        const queue = starts.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []);
        while (queue.length) {
          const id = queue.pop()!;
          if (reached.has(id) || starts.includes(id) || (!intoPackages && /[\\/]node_modules[\\/]/.test(id))) continue;
          reached.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      }
    },
  };
  return {
    plugin,
    groups: groups.map(({ name, priority, reached }) => ({ name, priority, test: (id: string) => reached.has(id) })),
  };
}

const startup = startupChunks();

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), startup.plugin],
  resolve: { tsconfigPaths: true },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: startup.groups } } } } },
    // The server build starts from server/app.ts so the Node entry gets the database,
    // config and request handler from one bundle (one copy of each module).
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
});
