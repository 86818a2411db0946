// The release archive as an operator uses it: unpacked in a clean folder, installed without the
// devDependencies, then started with `npm start` (which must find the build current and never
// build), a page served, a lead stored, a sign-in, and each command run from there.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { extract } from "tar";
import { postLead } from "./helpers";
import { expect, test } from "./site";
import { adminCookie, npmCommand, startServer } from "../support/start-server";

const root = path.resolve(import.meta.dirname, "../..");
const admin = { email: "release@sparkline.example", password: "release-password-123" };

/** `npm run <args>` in `cwd` with these settings; its output, or a failure with it. */
function npmIn(cwd: string, args: string[], env: Record<string, string>) {
  const [command, npmArgs] = npmCommand(args);
  const result = spawnSync(command, npmArgs, {
    cwd,
    env: { ...process.env, NODE_ENV: "production", ...env },
    encoding: "utf8",
  });
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0) throw new Error(`npm ${args.join(" ")} exited ${result.status}:\n${output}`);
  return output;
}

test("the release archive installs without devDependencies, serves, signs in and runs every command", async () => {
  test.setTimeout(300_000);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "agency-release-"));
  try {
    const made = execFileSync(process.execPath, [path.join(root, "scripts/release.ts"), "--out", work], {
      encoding: "utf8",
    });
    const { version } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { version: string };
    const archive = path.join(work, `sparkline-${version}.tar.gz`);
    expect(made).toContain(`sparkline-${version}.tar.gz`);
    await extract({ file: archive, cwd: work });
    const app = path.join(work, `sparkline-${version}`);
    expect(fs.existsSync(path.join(app, "tests"))).toBe(false);

    npmIn(app, ["ci", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund"], {});
    // Only the dependencies: no linter, no test runner.
    for (const dev of ["eslint", "@playwright/test"])
      expect(fs.existsSync(path.join(app, "node_modules", dev))).toBe(false);
    const dataDir = path.join(work, "data");
    const env = { DATA_DIR: dataDir, DEMO_CONTENT: "0", LOG_LEVEL: "warn" };
    expect(
      npmIn(app, ["run", "admin:create", "--", "--email", admin.email, "--password", admin.password], env),
    ).toContain(`${admin.email} created`);

    const server = await startServer({ app, dataDir, env, npmScript: "start" });
    try {
      expect(server.output()).toContain("The build is up to date with the sources: not building.");
      // The owner exists (admin:create above): no word of creating one.
      await expect.poll(() => server.output()).toContain("Server ready at");
      expect(server.output()).not.toContain("Create an admin");
      const page = await fetch(`${server.url}/services`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("<h1");
      expect((await postLead(server.url, "Release Ramesh")).status).toBe(303);
      const cookie = await adminCookie(server.url, admin);
      const leads = await fetch(`${server.url}/admin/dashboard/leads?q=Release`, { headers: { cookie } });
      expect(await leads.text()).toContain("Release Ramesh");
      // A backup with the server running, as cron takes it.
      const backup = path.join(work, "backup.tar.gz");
      expect(npmIn(app, ["run", "backup", "--", "--out", backup], env)).toContain(": 1 lead,");
    } finally {
      process.kill(-server.process.pid!, "SIGTERM");
      await server.exited;
    }
    expect(npmIn(app, ["run", "leads:purge"], env)).toContain("Deleted 0 leads");
    const restored = npmIn(app, ["run", "restore", "--", path.join(work, "backup.tar.gz")], {
      ...env,
      DATA_DIR: path.join(work, "restored"),
    });
    expect(restored).toContain(": 1 lead,");
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
});
