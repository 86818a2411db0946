import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { engineFiles } from "../../database/embedded-postgres.server";
import { postLead, startServer } from "./helpers";
import { expect, test } from "./site";

// This test starts its own server process on its own port and data directory.
test.describe.configure({ timeout: 120_000 });

test("when the embedded engine dies, public pages keep answering, no lead is acknowledged, and the server brings it back by itself", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-engine-death-"));
  const metricsToken = "m".repeat(32);
  const server = await startServer({ dataDir, env: { DEMO_CONTENT: "1", METRICS_TOKEN: metricsToken } });
  const restarts = async () =>
    /^sparkline_embedded_database_restarts_total (\d+)$/m.exec(
      await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text(),
    )?.[1];
  try {
    expect((await postLead(server.url, "Before Death")).status).toBe(303);
    expect(await restarts()).toBe("0");
    // The article list is rendered, and kept by the page cache, while the engine runs.
    const goodList = await fetch(`${server.url}/articles`);
    expect(goodList.status).toBe(200);
    const goodListHtml = await goodList.text();

    // The engine dies, and stays down while its folder is away (it cannot be started without it).
    const { cluster } = engineFiles(dataDir);
    const postmaster = Number(fs.readFileSync(path.join(cluster, "postmaster.pid"), "utf8").split("\n")[0]);
    fs.renameSync(cluster, `${cluster}-away`);
    process.kill(postmaster, "SIGKILL");

    await expect.poll(async () => (await fetch(`${server.url}/healthz`)).status).toBe(503);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    expect((await fetch(`${server.url}/services`)).status).toBe(200);
    const kept = await fetch(`${server.url}/articles`);
    expect(kept.status).toBe(200);
    expect(await kept.text()).toBe(goodListHtml);
    const unread = await fetch(`${server.url}/case-studies`);
    expect(unread.status).toBe(503);
    expect(unread.headers.get("cache-control")).toBe("no-store");
    // A lead that cannot be stored is not acknowledged.
    expect((await postLead(server.url, "During Death")).status).not.toBe(303);

    // Down long enough for the first restarts (after 250 ms, then 500 ms more) to fail.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    fs.renameSync(`${cluster}-away`, cluster);
    await expect.poll(async () => (await fetch(`${server.url}/healthz`)).status, { timeout: 20_000 }).toBe(200);
    expect((await postLead(server.url, "After Death")).status).toBe(303);
    expect((await fetch(`${server.url}/case-studies`)).status).toBe(200);
    // Said once, however many starts failed while the folder was away.
    expect(server.output().match(/The embedded database stopped; restarting it/g)).toHaveLength(1);
    expect(server.output().match(/The embedded database is running again/g)).toHaveLength(1);
    // An operator's alert sees it too.
    expect(await restarts()).toBe("1");
    server.process.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  } finally {
    server.process.kill("SIGTERM");
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
