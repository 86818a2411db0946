// Prerendered pages show the site settings of the build (SITE_URL in canonicals, og:url and
// JSON-LD; the brand; the contact details; the social links), in their HTML and in the .data a
// client-side navigation reads. `npm run build` records those settings next to the pages; a
// server started with other ones never serves those files: it renders the pages with its own,
// so a site never ships canonicals or contact details from another configuration.
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
 * page (its HTML, and the .data of a client-side navigation) out of `files` at once, so that the
 * server renders them per request, and renders them again in the background with `render`,
 * putting each back as it is done. Returns undefined when nothing differs, else a promise of a
 * line for the log saying what differed.
 */
export function rerenderIfSettingsChanged(
  files: Map<string, StaticFile>,
  options: { recorded: string; running: Settings; render: (urlPath: string) => Promise<StaticFile | undefined> },
): Promise<string> | undefined {
  const changed = changedSettings(options.recorded, options.running);
  if (changed.length === 0) return undefined;
  const prerendered = [...files]
    .filter(([urlPath, file]) => file.type.startsWith("text/html") || urlPath.endsWith(".data"))
    .map(([urlPath]) => urlPath);
  for (const urlPath of prerendered) files.delete(urlPath);
  return (async () => {
    const started = performance.now();
    let replaced = 0;
    // One at a time, so that visitors' requests keep their share of the CPU.
    for (const urlPath of prerendered) {
      const page = await options.render(urlPath).catch(() => undefined);
      if (!page) continue;
      files.set(urlPath, page);
      replaced++;
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    return `Prerendered pages were built with other site settings (${changed.join("; ")}): ${replaced} of ${prerendered.length} rendered again with the running ones in ${seconds} s (run \`npm run build\` with these settings to serve the built files at once)`;
  })();
}
