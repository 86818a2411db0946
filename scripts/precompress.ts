// After the bundles and the prerendered pages (build-stage.ts): brotli and gzip twins of every text
// file in build/client, so the server never compresses a static file or prerendered page per
// request, and the Content-Security-Policy hashes of each prerendered page's inline scripts
// (build/csp-hashes.json, read by server/static.ts: a file cannot carry a per-request nonce, see ADR 004).
import fs from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import {
  type CspHashManifest,
  contentDigest,
  inlineScriptHashes,
} from "../app/infrastructure/content-security-policy.ts";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const root = path.resolve("build/client");
const manifestFile = path.resolve("build/csp-hashes.json");
const manifest: CspHashManifest = {};
const toCompress: string[] = [];
for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const file = path.join(entry.parentPath, entry.name);
  if (entry.name.endsWith(".html")) {
    const html = fs.readFileSync(file);
    const rel = `/${path.relative(root, file).split(path.sep).join("/")}`;
    manifest[rel] = { digest: contentDigest(html), scripts: inlineScriptHashes(html.toString("utf8")) };
  }
  if (/\.(html|data|js|css|json|txt|xml|svg|webmanifest)$/.test(entry.name) && fs.statSync(file).size >= 512)
    toCompress.push(file);
}
// Brotli at its best quality is the build's slowest step: one file per core at a time (zlib's
// asynchronous calls run on libuv's threads), instead of one at a time in all.
const compressNext = async () => {
  for (let file = toCompress.pop(); file !== undefined; file = toCompress.pop()) {
    const body = fs.readFileSync(file);
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length };
    fs.writeFileSync(`${file}.br`, await brotli(body, { params }));
    fs.writeFileSync(`${file}.gz`, await gzip(body, { level: 9 }));
  }
};
const count = toCompress.length;
await Promise.all(Array.from({ length: availableParallelism() }, compressNext));
fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 1)}\n`);
console.log(`Precompressed ${count} files in build/client`);
console.log(
  `Content-Security-Policy hashes for ${Object.keys(manifest).length} prerendered pages in build/csp-hashes.json`,
);
