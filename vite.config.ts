import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// What every public page runs at start, in two files rather than twenty: on a slow mobile
// connection each extra request costs a round trip before the page is interactive. Code loaded
// on demand (dialogs, the admin area) is not listed, so it stays in chunks of its own.
const startupChunks = [
  { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/ },
  {
    name: "site",
    test: /app[\\/](components[\\/](ui[\\/](button|input|label|textarea|toaster)|site[\\/](footer|inquiry-dialog|inquiry-form|logo|navbar|sections))|lib[\\/](cn|csp|format|seo|site))\.tsx?$|node_modules[\\/](clsx|tailwind-merge|class-variance-authority)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|context|shared[\\/])/,
  },
];

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: startupChunks } } } } },
    // The server build starts from server/app.ts so the Node entry gets the database,
    // config and request handler from one bundle (one copy of each module).
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
});
