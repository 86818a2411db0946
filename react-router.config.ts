import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/paths.server";

export default {
  ssr: true,
  // Pages built only from fixed content are rendered once at build time and
  // served as files; pages that read the database render on the server.
  // `npm run build` renders them in a stage of its own (scripts/build-stage.ts).
  prerender: { paths: prerenderPaths() },
} satisfies Config;
