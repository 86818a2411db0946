import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/paths.server";

export default {
  ssr: true,
  // Pages built only from fixed content are rendered once at build time and
  // served as files; pages that read the database render on the server.
  prerender: { paths: prerenderPaths(), concurrency: 4 },
} satisfies Config;
