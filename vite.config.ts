import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  environments: {
    // The server build starts from server/app.ts so the Node entry gets the database,
    // config and request handler from one bundle (one copy of each module).
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
});
