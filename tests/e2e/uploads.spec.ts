import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { photo } from "../../bench/image-files";
import { type RunningServer, startServer } from "./helpers";
import { expect, test } from "./site";

// Its own server with an admin of its own. The memory and time of uploads are measured by
// `npm run bench:uploads` (a bound on a shared 2-core machine would be a flaky test).
const admin = { email: "uploads@sparkline.example", password: "uploads-password-123" };
let server: RunningServer;
let dataDir: string;
let cookie: string;

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-e2e-uploads-"));
  server = await startServer({
    dataDir,
    env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, LOG_LEVEL: "warn" },
  });
  const login = await fetch(`${server.url}/admin/login`, {
    method: "POST",
    body: new URLSearchParams(admin),
    redirect: "manual",
  });
  expect(login.status).toBe(302);
  cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
});
test.afterAll(async () => {
  server.process.kill();
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function upload(name: string, bytes: Buffer) {
  const form = new FormData();
  form.set("bucket", "articles");
  form.set("file", new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${server.url}/admin/api/uploads`, {
    method: "POST",
    body: form,
    headers: { cookie, origin: server.url },
  });
  return { status: response.status, body: (await response.json()) as { ok: boolean; error?: string } };
}

test("a truncated JPEG is refused with a reason", async () => {
  const jpeg = await photo(1200, 800);
  const { status, body } = await upload("cut.jpg", jpeg.subarray(0, Math.floor(jpeg.length / 2)));
  expect(status).toBe(400);
  expect(body.error).toMatch(/damaged or incomplete/);
});
