// npm run bench:uploads: memory and time the built server spends on the largest images it accepts,
// one upload alone and three sent at once: an animated GIF at the pixel limit counted over all its
// frames, a 40-megapixel JPEG, and the animation the limit now refuses (11 frames of 2000×2000).
// The files are made here with sharp. Memory is the server's resident set (VmRSS, sampled every
// 10 ms from /proc) above what it held just before; time is from sending to the answer.
// Env: BENCH_PORT (3461). Needs `npm run build` first.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { adminCookie, startServer } from "../tests/support/start-server.ts";
import { animatedGif, photo } from "./image-files.ts";

const port = Number(process.env.BENCH_PORT ?? 3461);
const admin = { email: "bench@sparkline.example", password: "bench-password-123" };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-bench-uploads-"));

const files = {
  "GIF, 10 frames of 2000×2000 (at the limit)": { name: "spinner.gif", bytes: await animatedGif(2000, 2000, 10) },
  "JPEG, 8000×5000 (at the limit)": { name: "photo.jpg", bytes: await photo(8000, 5000) },
  "GIF, 11 frames of 2000×2000 (refused)": { name: "spinner.gif", bytes: await animatedGif(2000, 2000, 11) },
};

const server = await startServer({
  port,
  dataDir,
  env: { LOG_LEVEL: "warn", ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
  echoErrors: true,
});
const { url } = server;
const rssMb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.process.pid}/status`, "utf8"))?.[1]) / 1024;
try {
  const cookie = await adminCookie(url, admin);

  const upload = async (file: { name: string; bytes: Buffer }) => {
    const form = new FormData();
    form.set("bucket", "articles");
    form.set("file", new Blob([new Uint8Array(file.bytes)]), file.name);
    const started = performance.now();
    const response = await fetch(`${url}/admin/api/uploads`, {
      method: "POST",
      body: form,
      headers: { cookie, origin: url },
    });
    const answer = (await response.json()) as { ok: boolean; error?: string };
    return { status: response.status, seconds: (performance.now() - started) / 1000, answer };
  };
  const measure = async (file: { name: string; bytes: Buffer }, count: number) => {
    await new Promise((r) => setTimeout(r, 500));
    const before = rssMb();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 10);
    const results = await Promise.all(Array.from({ length: count }, () => upload(file)));
    clearInterval(sampler);
    return { results, addedMb: peak - before };
  };

  await upload({
    name: "warm-up.png",
    bytes: await sharp({ create: { width: 400, height: 300, channels: 3, background: "#123456" } })
      .png()
      .toBuffer(),
  });
  console.log(`Server at ${url}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}\n`);
  console.log(
    `${"file".padEnd(44)}${"size".padStart(9)}${"uploads".padStart(9)}${"answers".padStart(16)}${"slowest s".padStart(11)}${"peak MB added".padStart(15)}`,
  );
  for (const [label, file] of Object.entries(files)) {
    for (const count of [1, 3]) {
      const { results, addedMb } = await measure(file, count);
      const answers = [...new Set(results.map((r) => r.status))].join(",");
      const slowest = Math.max(...results.map((r) => r.seconds));
      console.log(
        `${label.padEnd(44)}${`${(file.bytes.length / 1024).toFixed(0)} KB`.padStart(9)}${String(count).padStart(9)}${answers.padStart(16)}${slowest.toFixed(2).padStart(11)}${addedMb.toFixed(0).padStart(15)}`,
      );
      const refusal = results.find((r) => !r.answer.ok)?.answer.error;
      if (refusal) console.log(`  refused: ${refusal}`);
    }
  }
} finally {
  server.process.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
