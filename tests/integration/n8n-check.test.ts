// The n8n Code node lines the screen gives with a new secret, run as n8n runs a Code node (its
// `$input` and `require`), on deliveries signed as the site signs them.
import { createRequire } from "node:module";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { n8nSignatureCheck } from "~/features/webhooks/n8n-check";
import { newSigningSecret, webhookSignature } from "~/features/webhooks/signing.server";

const secret = newSigningSecret();
const body = JSON.stringify({
  type: "lead.created",
  timestamp: "2026-11-28T10:40:00.000Z",
  version: 1,
  data: { lead: { name: "Ravi Patel", city: "Morbi", message: "टाइल शोरूम के लिए लीड्स चाहिए" } },
});

/** What the Webhook node passes on: the headers, and the body parsed from JSON. */
function runCodeNode(headers: Record<string, string>, sent: string) {
  const item = { json: { headers, body: JSON.parse(sent) as unknown } };
  const $input = { first: () => item, all: () => [item] };
  const code = `(function () {\n${n8nSignatureCheck(secret, "Sparkline")}\n})()`;
  return vm.runInNewContext(code, { $input, require: createRequire(import.meta.url), Buffer, Date, JSON, Math });
}

const signedHeaders = (secrets: string[], at = Math.floor(Date.now() / 1000), signedBody = body) => ({
  "webhook-id": "msg_1",
  "webhook-timestamp": String(at),
  "webhook-signature": webhookSignature(secrets, "msg_1", at, signedBody),
});

describe("the n8n Code node lines", () => {
  it("let the site's delivery through, also during a rotation's two signatures", () => {
    expect(runCodeNode(signedHeaders([secret]), body)).toHaveLength(1);
    expect(runCodeNode(signedHeaders([newSigningSecret(), secret]), body)).toHaveLength(1);
  });

  it("stop a delivery signed with another secret, a changed body and an old one", () => {
    expect(() => runCodeNode(signedHeaders([newSigningSecret()]), body)).toThrow("Not sent by Sparkline");
    const changed = body.replace("Morbi", "Rajkot");
    expect(() => runCodeNode(signedHeaders([secret]), changed)).toThrow("Not sent by Sparkline");
    const old = Math.floor(Date.now() / 1000) - 600;
    expect(() => runCodeNode(signedHeaders([secret], old), body)).toThrow("Sent too long ago");
  });
});
