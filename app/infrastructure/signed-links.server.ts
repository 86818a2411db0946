import { createHmac, timingSafeEqual } from "node:crypto";

// Links sent to people who never sign in: each carries a keyed hash of what it names and what it is
// for, so nobody can make one for a record they were not sent, or use one for something else.
// - Withdrawing marketing consent, in every message to an enquirer: it never expires (withdrawing
//   must always be possible).
// - A quote, sent to a lead's client: its last valid day is signed with it, and the page refuses
//   the link after that day.
// - A draft article's preview, sent to a client for a look: its key (withdrawing the link clears
//   it) and its last moment are signed with it.
// - A request about one's data, sent to the address it names: the request, that address and the
//   link's last moment (24 hours on) are signed with it, so it confirms nothing for another address.

export const WITHDRAWAL_PATH = "/consent/withdraw";

/** Where a person confirms a request about their data (with the request, its last moment and signature). */
export const DATA_REQUEST_PATH = "/your-data/confirm";

/** Where a draft article's shared preview opens (with its key, last moment and signature). */
export const ARTICLE_PREVIEW_PATH = "/articles/preview";

export function createSignedLinks({ secret, siteUrl }: { secret: string; siteUrl: string }) {
  const signature = (purpose: string, subject: string) =>
    createHmac("sha256", secret).update(`${purpose}:${subject}`).digest("base64url");
  const signs = (purpose: string, subject: string, sig: string) => {
    const expected = Buffer.from(signature(purpose, subject));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  return {
    /** The address to put in a message to the enquirer of `leadId`. */
    withdrawalUrl(leadId: string): string {
      const url = new URL(WITHDRAWAL_PATH, siteUrl);
      url.searchParams.set("lead", leadId);
      url.searchParams.set("sig", signature("withdraw-marketing", leadId));
      return url.toString();
    },
    /** Whether `sig` was made by withdrawalUrl for this lead. */
    verifyWithdrawal: (leadId: string, sig: string): boolean => signs("withdraw-marketing", leadId, sig),
    /** The address a client opens a quote at, valid to the end of `validUntil` (a day in India, 2026-12-15). */
    quoteUrl(quoteId: string, validUntil: string): string {
      const url = new URL(`/quote/${quoteId}`, siteUrl);
      url.searchParams.set("sig", signature("quote", `${quoteId}:${validUntil}`));
      return url.toString();
    },
    /** Whether `sig` was made by quoteUrl for this quote and validity (whether the day has passed is the caller's). */
    verifyQuote: (quoteId: string, validUntil: string, sig: string): boolean =>
      signs("quote", `${quoteId}:${validUntil}`, sig),
    /** The address a draft article's preview opens at, while `key` is its link's and until `until`. */
    articlePreviewUrl(articleId: string, key: string, until: Date): string {
      const url = new URL(`${ARTICLE_PREVIEW_PATH}/${articleId}`, siteUrl);
      url.searchParams.set("until", String(until.getTime()));
      url.searchParams.set("sig", signature("article-preview", `${articleId}:${key}:${until.getTime()}`));
      return url.toString();
    },
    /** The address that confirms a data request of `email`, until `until`. */
    dataRequestUrl(requestId: string, email: string, until: Date): string {
      const url = new URL(DATA_REQUEST_PATH, siteUrl);
      url.searchParams.set("request", requestId);
      url.searchParams.set("until", String(until.getTime()));
      url.searchParams.set("sig", signature("data-request", `${requestId}:${email}:${until.getTime()}`));
      return url.toString();
    },
    /** Whether `sig` was made by dataRequestUrl for this request, address and last moment (whether it has passed is the caller's). */
    verifyDataRequest: (requestId: string, email: string, until: string, sig: string): boolean =>
      signs("data-request", `${requestId}:${email}:${until}`, sig),
    /**
     * The cookie value that lets the browser that confirmed an access request download it: the
     * e-mailed link alone (a forwarded e-mail, a mail gateway) downloads nothing.
     */
    dataRequestDownloadKey: (requestId: string): string => signature("data-request-download", requestId),
    verifyDataRequestDownloadKey: (requestId: string, key: string): boolean =>
      signs("data-request-download", requestId, key),
    /** Whether `sig` was made by articlePreviewUrl for this article, key and last moment (whether it has passed is the caller's). */
    verifyArticlePreview: (articleId: string, key: string, until: string, sig: string): boolean =>
      signs("article-preview", `${articleId}:${key}:${until}`, sig),
  };
}

export type SignedLinks = ReturnType<typeof createSignedLinks>;
