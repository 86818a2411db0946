// `npm start` builds only when the build is missing or was made from other sources (scripts/build.ts):
// a restart with its build in place serves at once, and a release that arrives built never builds.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildIsCurrent, sourcesHash } from "../../scripts/build";

describe("the build's stamp", () => {
  let root: string;
  beforeAll(() => {
    // A project of the build's inputs, with a build standing in for one made from them.
    root = fs.mkdtempSync(path.join(os.tmpdir(), "agency-stamp-"));
    for (const name of ["app/lib", "server", "database", "public"])
      fs.mkdirSync(path.join(root, name), { recursive: true });
    fs.writeFileSync(path.join(root, "app/lib/clock.ts"), "export const now = () => 1;\n");
    fs.writeFileSync(path.join(root, "app/lib/clock.test.ts"), "// a test\n");
    fs.writeFileSync(path.join(root, "server/index.ts"), "// the host\n");
    fs.writeFileSync(path.join(root, "package-lock.json"), "{}\n");
    fs.mkdirSync(path.join(root, "build/server"), { recursive: true });
    fs.writeFileSync(path.join(root, "build/server/index.js"), "// built\n");
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const stamp = () => fs.writeFileSync(path.join(root, "build/.sources-sha256"), `${sourcesHash(root)}\n`);

  it("is current once stamped with the sources it was made from", () => {
    expect(buildIsCurrent(root)).toBe(false);
    stamp();
    expect(buildIsCurrent(root)).toBe(true);
  });

  it("is not current after a source, the lockfile or a file's name changes; a test file changes nothing", () => {
    stamp();
    fs.writeFileSync(path.join(root, "app/lib/clock.test.ts"), "// another test\n");
    expect(buildIsCurrent(root)).toBe(true);
    fs.writeFileSync(path.join(root, "app/lib/clock.ts"), "export const now = () => 2;\n");
    expect(buildIsCurrent(root)).toBe(false);
    stamp();
    fs.writeFileSync(path.join(root, "package-lock.json"), '{ "lockfileVersion": 3 }\n');
    expect(buildIsCurrent(root)).toBe(false);
    stamp();
    fs.renameSync(path.join(root, "server/index.ts"), path.join(root, "server/main.ts"));
    expect(buildIsCurrent(root)).toBe(false);
  });

  it("is not current without a build beside it", () => {
    stamp();
    fs.rmSync(path.join(root, "build/server/index.js"));
    expect(buildIsCurrent(root)).toBe(false);
  });
});
