// Prerendered pages show the site settings of the build (SITE_URL in canonicals, og:url and
// JSON-LD; the brand; the contact details; the social links), in their HTML and in the .data a
// client-side navigation reads. `npm run build` records those settings next to the pages; a
// server started with other ones never serves those files: it renders each page with its own
// when first asked, so a site never ships canonicals or contact details from another configuration.
import fs from "node:fs";
import type { StaticFile } from "./static.ts";

/** Where `npm run build` (scripts/precompress.ts) records the settings the pages were rendered with. */
export const BUILD_SETTINGS_FILE = "build/site-settings.json";

type Settings = Record<string, string | number | null>;

export function recordBuildSettings(file: string, settings: Settings) {
  fs.writeFileSync(file, `${JSON.stringify(settings, null, 1)}\n`);
}

/** "name: built → running" for each setting that differs; all of them when the build kept no record. */
function changedSettings(file: string, running: Settings): string[] {
  let built: Settings;
  try {
    built = JSON.parse(fs.readFileSync(file, "utf8")) as Settings;
  } catch {
    return Object.keys(running).map((name) => `${name}: (not recorded) → ${running[name]}`);
  }
  return Object.keys({ ...built, ...running })
    .filter((name) => built[name] !== running[name])
    .map((name) => `${name}: ${built[name] ?? "(none)"} → ${running[name] ?? "(none)"}`);
}

/**
 * When the running settings differ from those recorded in `recorded`, takes every prerendered
 * page (its HTML, and the .data of a client-side navigation) out of `files` and answers their
 * paths, for the host to render each with the running settings on its first visit and serve it as
 * a file from then on (ADR 051), with a line for the log saying what differed. Undefined when
 * nothing differs: the built files are served as they are.
 */
export function prerenderedToRenderAgain(
  files: Map<string, StaticFile>,
  options: { recorded: string; running: Settings },
): { paths: Set<string>; line: string } | undefined {
  const changed = changedSettings(options.recorded, options.running);
  if (changed.length === 0) return undefined;
  const paths = new Set(
    [...files]
      .filter(([urlPath, file]) => file.type.startsWith("text/html") || urlPath.endsWith(".data"))
      .map(([urlPath]) => urlPath),
  );
  for (const urlPath of paths) files.delete(urlPath);
  return {
    paths,
    line: `Prerendered pages were built with other site settings (${changed.join("; ")}): each of the ${paths.size} is rendered with the running ones on its first visit, then served as a file (run \`npm run build\` with these settings to serve the built files at once)`,
  };
}
