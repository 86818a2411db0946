// After `react-router build`: brotli and gzip twins of every text file in build/client,
// so the server never compresses a static file or prerendered page per request, and the
// Content-Security-Policy hashes of each prerendered page's inline scripts (build/csp-hashes.json,
// read by server/static.ts: a file cannot carry a per-request nonce, see ADR 004), and the site
// settings the pages were prerendered with (build/site-settings.json, see server/build-settings.ts).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { BUILD_SETTINGS_FILE, recordBuildSettings } from "../server/build-settings.ts";
import {
  type CspHashManifest,
  contentDigest,
  inlineScriptHashes,
} from "../app/infrastructure/content-security-policy.ts";

const root = path.resolve("build/client");
const manifestFile = path.resolve("build/csp-hashes.json");
const manifest: CspHashManifest = {};
let count = 0;
for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const file = path.join(entry.parentPath, entry.name);
  // The build writes a navigation-data twin of each prerendered image (the social cards): the
  // same bytes again, which no navigation asks for.
  if (entry.name.endsWith(".png.data")) {
    fs.rmSync(file);
    continue;
  }
  if (entry.name.endsWith(".html")) {
    const html = fs.readFileSync(file);
    const rel = `/${path.relative(root, file).split(path.sep).join("/")}`;
    manifest[rel] = { digest: contentDigest(html), scripts: inlineScriptHashes(html.toString("utf8")) };
  }
  if (!/\.(html|data|js|css|json|txt|xml|svg|webmanifest)$/.test(entry.name)) continue;
  const body = fs.readFileSync(file);
  if (body.length < 512) continue;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  count++;
}
fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 1)}\n`);
console.log(`Precompressed ${count} files in build/client`);
console.log(
  `Content-Security-Policy hashes for ${Object.keys(manifest).length} prerendered pages in build/csp-hashes.json`,
);

// The server bundle's own settings code, reading this process's environment: the one the prerender ran with.
const serverBuild = (await import(path.resolve("build/server/index.js"))) as typeof import("../server/app.ts");
recordBuildSettings(path.resolve(BUILD_SETTINGS_FILE), { ...serverBuild.siteConfig() });
console.log(`Site settings of the prerendered pages in ${BUILD_SETTINGS_FILE}`);
