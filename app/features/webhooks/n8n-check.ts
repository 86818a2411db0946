// The few lines of an n8n Code node that check a delivery came from the site, with the
// connection's secret in them. n8n hands the Code node the Webhook node's headers and the body it
// parsed from JSON; the site's bodies are written by JSON.stringify, so writing the parsed body
// again gives back the very bytes that were signed.

/** The Code node's JavaScript for a connection signing with `secret`. */
export function n8nSignatureCheck(secret: string, brand: string): string {
  return `// Paste into a Code node right after the Webhook node: it stops any request not sent by ${brand}.
const crypto = require("crypto");
const SECRET = ${JSON.stringify(secret)};
const { headers, body } = $input.first().json;
const signed = headers["webhook-id"] + "." + headers["webhook-timestamp"] + "." + JSON.stringify(body);
const key = Buffer.from(SECRET.slice(6), "base64");
const expected = "v1," + crypto.createHmac("sha256", key).update(signed).digest("base64");
if (!String(headers["webhook-signature"]).split(" ").includes(expected)) throw new Error("Not sent by ${brand}");
if (Math.abs(Date.now() / 1000 - Number(headers["webhook-timestamp"])) > 300) throw new Error("Sent too long ago");
return $input.all();
`;
}
