// `npm run release [-- --out FOLDER]`: one archive a server runs without building,
// `releases/sparkline-<version>.tar.gz`: the build, the sources the server and the commands run
// from (`server/*.ts` and `scripts/*.ts` load as TypeScript; the app and database folders they
// import, with the migrations), the lockfile, the docs and deploy/. On the server:
// `npm ci --omit=dev`, then `npm run serve` (or `npm start`: the archive holds every source the
// build's stamp was taken from, so it finds the build current and never builds).
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { create } from "tar";
import { BUILD_INPUTS, buildIsCurrent, filesIn } from "./build.ts";

const root = path.resolve(import.meta.dirname, "..");

/** What a release holds besides the build's inputs, relative to the project. */
const RELEASE_EXTRAS = {
  folders: ["build", "scripts", "docs", "deploy"],
  files: ["package.json", "README.md"],
};

/** Every file of the release, relative to `root`: tests left out. */
export function releaseFiles(root: string): string[] {
  const files = filesIn(root, [...BUILD_INPUTS.folders, ...RELEASE_EXTRAS.folders]);
  return [...new Set([...files, ...BUILD_INPUTS.files, ...RELEASE_EXTRAS.files])].sort();
}

if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({ options: { out: { type: "string", default: path.join(root, "releases") } } });
  if (!buildIsCurrent(root)) {
    console.error("The build is missing or older than the sources: run `npm run build` first.");
    process.exit(1);
  }
  const { version } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { version: string };
  const name = `sparkline-${version}`;
  fs.mkdirSync(values.out, { recursive: true });
  const file = path.join(values.out, `${name}.tar.gz`);
  const partial = `${file}.partial`;
  await create({ gzip: true, file: partial, cwd: root, portable: true, prefix: name }, releaseFiles(root));
  fs.renameSync(partial, file);
  const size = fs.statSync(file).size;
  const shown = path.relative(process.cwd(), file);
  console.log(`${shown.startsWith("..") ? file : shown}: ${(size / 1024 / 1024).toFixed(1)} MB`);
}
