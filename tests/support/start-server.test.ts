import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { expect, it } from "vitest";
import { freePort, startServer } from "./start-server";

it("refuses to start on a port another process listens on, without talking to that process", async () => {
  const asked: string[] = [];
  const other = http.createServer((req, res) => {
    asked.push(req.url ?? "");
    res.end("ok");
  });
  await new Promise<void>((resolve) => other.listen(0, resolve));
  try {
    const { port } = other.address() as AddressInfo;
    await expect(startServer({ port, dataDir: os.tmpdir() })).rejects.toThrow(
      new RegExp(`port ${port} is already in use`),
    );
    expect(asked).toEqual([]);
  } finally {
    await new Promise((resolve) => other.close(resolve));
  }
});

it("asks the system for a port nothing listens on, so runs side by side never collide", async () => {
  const port = await freePort();
  const held = http.createServer();
  await new Promise<void>((resolve) => held.listen(port, "127.0.0.1", resolve));
  try {
    const other = await freePort();
    expect(other).not.toBe(port);
    await new Promise<void>((resolve, reject) => {
      const check = http.createServer();
      check.once("error", reject);
      check.listen(other, "127.0.0.1", () => check.close(() => resolve()));
    });
  } finally {
    await new Promise((resolve) => held.close(resolve));
  }
});
