import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { createMailer } from "~/infrastructure/mailer.server";

export interface RecordedMail {
  raw: string;
  recipients: string[];
  subject: string;
  /** The plain-text body, lines unfolded (the text/plain part of a message with an HTML part too). */
  text: string;
  /** The text/html part, when the message has one. */
  html?: string;
}

/**
 * A real SMTP server on a random local port that records every message it accepts. While
 * `refusing` is on, and for the first `refuseFirst` messages, it answers with a temporary
 * failure (451), as a busy mail server does. After `hold()` it takes messages in but answers none
 * until `release()`, as a slow one does: the sender is then in the middle of sending.
 */
export async function startSmtpRecorder({ refuseFirst = 0 } = {}) {
  const accepted: RecordedMail[] = [];
  const state = { refusing: false, refused: 0 };
  /** The answers held back, each waiting for release(); undefined while not holding. */
  let held: (() => void)[] | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 500,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (held) {
          held.push(answer);
          return;
        }
        answer();
      });
      const answer = () => {
        if (state.refusing || state.refused < refuseFirst) {
          state.refused++;
          return callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const [head, body] = splitOnce(raw);
        accepted.push({
          raw,
          recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: decodeWords(/^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1]?.replace(/\r?\n[ \t]/g, " ") ?? ""),
          ...decodeParts(head, body),
        });
        callback();
      };
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  // Short timeouts: a test against a dead server fails in seconds, not minutes.
  const mailer = createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}?connectionTimeout=2000&greetingTimeout=2000&socketTimeout=5000`,
    outboxDir: "",
    from: "site@sparkline.example",
    brand: "Sparkline",
    siteUrl: "https://sparkline.example",
  });
  return {
    port,
    mailer,
    accepted,
    state,
    /** Messages offered so far, refused or accepted. */
    attempts: () => state.refused + accepted.length,
    /** Holds every answer from now on: messages arrive but their senders wait. */
    hold() {
      held ??= [];
    },
    /** Messages whose answer is held back. */
    held: () => held?.length ?? 0,
    /** Answers the held messages (accepted, unless refusing) and holds no more. */
    release() {
      const waiting = held ?? [];
      held = undefined;
      for (const answer of waiting) answer();
    },
    /** Forgets every message and accepts again, for the next test. */
    reset() {
      accepted.length = 0;
      state.refusing = false;
      state.refused = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

/** The headers and the body. */
function splitOnce(raw: string): [string, string] {
  const match = /\r?\n\r?\n/.exec(raw);
  return match ? [raw.slice(0, match.index), raw.slice(match.index + match[0].length)] : [raw, ""];
}

/** A message's text, and its HTML when it has both (multipart/alternative, as nodemailer writes it). */
function decodeParts(head: string, body: string): { text: string; html?: string } {
  const boundary = /^Content-Type: multipart\/[\w-]+;\s*boundary="?([^"\r\n;]+)"?/im.exec(head)?.[1];
  if (!boundary) return { text: decodeBody(head, body) };
  const parts = body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => splitOnce(part.replace(/^\r?\n/, "")));
  const decoded = (type: string) => {
    const part = parts.find(([partHead]) => new RegExp(`^Content-Type: ${type}`, "im").test(partHead));
    return part && decodeBody(part[0], part[1]).replace(/\n$/, "");
  };
  return { text: decoded("text/plain") ?? "", html: decoded("text/html") };
}

/**
 * A header with its encoded words (RFC 2047) read: nodemailer writes a subject that is not ASCII (a
 * Hindi one) as `=?UTF-8?B?…?=` or `=?UTF-8?Q?…?=` words, the space between two of them not part of it.
 */
function decodeWords(header: string): string {
  return header
    .replace(/(\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

/** The body as text: nodemailer sends plain text as 7bit, quoted-printable or (mostly not ASCII: Hindi) base64. */
function decodeBody(head: string, body: string): string {
  if (/^Content-Transfer-Encoding: base64/im.test(head)) return Buffer.from(body, "base64").toString("utf8");
  if (!/^Content-Transfer-Encoding: quoted-printable/im.test(head)) return body.replace(/\r\n/g, "\n");
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/\r\n/g, "\n")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}
