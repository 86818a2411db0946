import { createHmac, randomBytes } from "node:crypto";

// Signatures as the Standard Webhooks specification (standardwebhooks.com) describes them, so a
// receiver can check a delivery with any of its verifiers: the secret is `whsec_` and a key in
// base64; a delivery carries `webhook-id` (the same on every retry), `webhook-timestamp` (Unix
// seconds of this attempt, so a replay can be dropped) and `webhook-signature`, `v1,` and the
// base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`, one per secret, separated by spaces.

const PREFIX = "whsec_";

/** A new signing secret: 32 random bytes. */
export const newSigningSecret = () => `${PREFIX}${randomBytes(32).toString("base64")}`;

/** The `webhook-signature` value for `body`, signed with each secret given (during a rotation, two). */
export function webhookSignature(secrets: readonly string[], id: string, timestamp: number, body: string): string {
  return secrets
    .map((secret) => {
      const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, "base64");
      return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
    })
    .join(" ");
}
