import { createHmac, timingSafeEqual } from "node:crypto";

// The WhatsApp Business Cloud API (Meta's Graph API), for template messages to the agency's own
// numbers. Outside a 24-hour conversation window only approved templates may be sent, so this
// sends nothing else. The API answers 200 when it accepts a message, with the message's id
// (`wamid.…`); whether it was delivered arrives later as a status webhook, signed with the app
// secret (X-Hub-Signature-256). The base address is a setting, so tests point it at a local server.

export interface WhatsAppSettings {
  /** WHATSAPP_API_URL: https://graph.facebook.com, or a stand-in. */
  apiUrl: string;
  /** WHATSAPP_GRAPH_VERSION, e.g. v23.0. */
  version: string;
  /** WHATSAPP_ACCESS_TOKEN: a system user's permanent token. */
  accessToken: string;
  /** WHATSAPP_PHONE_NUMBER_ID: the sending business number's id (not the number). */
  phoneNumberId: string;
  /** WHATSAPP_TEMPLATE and WHATSAPP_TEMPLATE_LANGUAGE: an approved template and its language code. */
  template: string;
  language: string;
}

/** How long one request may take, connecting included: a slow API never holds the outbox for long. */
const REQUEST_TIMEOUT_MS = 10_000;
/** The most of an answer read: an error's JSON is small; anything bigger is not the API's. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** The API refused a message: its HTTP status and Meta's error code, title and message. */
export class WhatsAppError extends Error {
  override name = "WhatsAppError";
  constructor(
    readonly status: number,
    readonly code: number | undefined,
    readonly title: string,
  ) {
    super(`WhatsApp API ${status}${code === undefined ? "" : ` (code ${code})`}: ${title}`);
  }
  /** An expired, revoked or wrong access token: no retry helps until someone sets a new one. */
  get tokenRejected(): boolean {
    return this.status === 401 || this.code === 190;
  }
  /**
   * The request itself was refused (a template that does not exist or does not fit, a wrong number,
   * a rejected token): sending it again gets the same answer. Too many requests (429) and the API's
   * own failures (5xx) pass.
   */
  get final(): boolean {
    return this.status >= 400 && this.status < 500 && this.status !== 429;
  }
}

async function readAnswer(response: Response): Promise<unknown> {
  const reader = response.body?.getReader();
  if (!reader) return undefined;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    return undefined;
  }
}

export function createWhatsApp(settings: WhatsAppSettings) {
  const endpoint = `${settings.apiUrl.replace(/\/$/, "")}/${settings.version}/${settings.phoneNumberId}/messages`;
  return {
    /**
     * Sends the template to `to` (E.164) with the body's parameters in order. Answers the id the
     * API gave the accepted message; throws WhatsAppError when it refused it.
     */
    async sendTemplate(to: string, parameters: readonly string[]): Promise<string> {
      const response = await fetch(endpoint, {
        method: "POST",
        redirect: "error",
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        headers: { authorization: `Bearer ${settings.accessToken}`, "content-type": "application/json" },
        body: JSON.stringify({
          messaging_product: "whatsapp",
          recipient_type: "individual",
          to: to.replace(/^\+/, ""),
          type: "template",
          template: {
            name: settings.template,
            language: { code: settings.language },
            components: [{ type: "body", parameters: parameters.map((text) => ({ type: "text", text })) }],
          },
        }),
      });
      const answer = (await readAnswer(response)) as
        | { messages?: { id?: unknown }[]; error?: { code?: unknown; message?: unknown; error_user_title?: unknown } }
        | undefined;
      const id = answer?.messages?.[0]?.id;
      if (response.ok && typeof id === "string") return id;
      const error = answer?.error;
      const title = [error?.error_user_title, error?.message].find((text) => typeof text === "string") as
        string | undefined;
      throw new WhatsAppError(
        response.status,
        typeof error?.code === "number" ? error.code : undefined,
        (title ?? response.statusText).slice(0, 200),
      );
    },
  };
}

export type WhatsApp = ReturnType<typeof createWhatsApp>;

/**
 * Whether a webhook's body was signed by Meta with the app secret: `X-Hub-Signature-256` is
 * `sha256=` and the hex HMAC-SHA256 of the raw body.
 */
export function signedByMeta(rawBody: Buffer, header: string | null, appSecret: string): boolean {
  const given = /^sha256=([0-9a-f]{64})$/i.exec(header ?? "")?.[1];
  if (!given) return false;
  const expected = createHmac("sha256", appSecret).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(given, "hex"), expected);
}
