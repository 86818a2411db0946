// The built server with WhatsApp alerts set up: an enquiry reaches the owner's WhatsApp within
// seconds, through a local stand-in for the Cloud API that checks the request as Meta documents it.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { postLead, startServer } from "./helpers";
import { expect, test } from "./site";

test("an enquiry reaches the owner's WhatsApp within 10 seconds, as the approved template", async () => {
  const received: { at: number; path: string | undefined; auth: string | undefined; body: string }[] = [];
  const standIn = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        at: Date.now(),
        path: request.url,
        auth: request.headers.authorization,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          messaging_product: "whatsapp",
          contacts: [{ input: "919820012345", wa_id: "919820012345" }],
          messages: [{ id: "wamid.HBgMOTE5ODIwMDEyMzQ1FQIAERgS" }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-whatsapp-"));
  const server = await startServer({
    dataDir,
    env: {
      WHATSAPP_ACCESS_TOKEN: "EAAG-e2e-token",
      WHATSAPP_PHONE_NUMBER_ID: "1098765432",
      WHATSAPP_TEMPLATE: "new_lead",
      WHATSAPP_TO: "+91 98200 12345",
      WHATSAPP_API_URL: `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`,
    },
  });
  try {
    const sentAt = Date.now();
    expect((await postLead(server.url, "Whatsapp Wasim", { service: "Meta Ads", city: "Surat" })).status).toBe(303);
    await expect.poll(() => received.length, { timeout: 10_000, intervals: [50] }).toBe(1);
    const [request] = received;
    const elapsed = request!.at - sentAt;
    test.info().annotations.push({ type: "submission to WhatsApp request", description: `${elapsed} ms` });
    console.log(`From submission to the WhatsApp request reaching the stand-in: ${elapsed} ms`);
    expect(request!.path).toBe("/v23.0/1098765432/messages");
    expect(request!.auth).toBe("Bearer EAAG-e2e-token");
    const body = JSON.parse(request!.body) as { to: string; template: { name: string; components: unknown[] } };
    expect(body.to).toBe("919820012345");
    expect(body.template.name).toBe("new_lead");
    expect(JSON.stringify(body.template.components)).toMatch(
      new RegExp(
        `"Whatsapp Wasim"},\\{"type":"text","text":"Meta Ads"},\\{"type":"text","text":"Surat"},\\{"type":"text","text":"${server.url}/admin/leads/[0-9a-f-]{36}"`,
      ),
    );
  } finally {
    server.process.kill("SIGTERM");
    await server.exited;
    await new Promise((resolve) => standIn.close(resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
