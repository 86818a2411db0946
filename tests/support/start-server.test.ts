import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { expect, it } from "vitest";
import { startServer } from "./start-server";

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
