import { createHmac, timingSafeEqual } from "node:crypto";

// The link in every message sent to an enquirer that withdraws their marketing consent. It works
// without signing in, so it carries a keyed hash of the lead's id: nobody can make one for a lead
// they were not written to about. It never expires: withdrawing must always be possible.

export const WITHDRAWAL_PATH = "/consent/withdraw";

export function createConsentLinks({ secret, siteUrl }: { secret: string; siteUrl: string }) {
  const signature = (leadId: string) =>
    createHmac("sha256", secret).update(`withdraw-marketing:${leadId}`).digest("base64url");
  return {
    /** The address to put in a message to the enquirer of `leadId`. */
    withdrawalUrl(leadId: string): string {
      const url = new URL(WITHDRAWAL_PATH, siteUrl);
      url.searchParams.set("lead", leadId);
      url.searchParams.set("sig", signature(leadId));
      return url.toString();
    },
    /** Whether `sig` was made by withdrawalUrl for this lead. */
    verify(leadId: string, sig: string): boolean {
      const expected = Buffer.from(signature(leadId));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type ConsentLinks = ReturnType<typeof createConsentLinks>;
