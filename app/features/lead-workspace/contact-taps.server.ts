import { between, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#database/client.server";
import { contactTaps } from "#database/schema";
import { istDateKey } from "~/lib/india-time";
import type { DayRange } from "./overview-range";
import { now as clockNow } from "~/lib/clock";

export const TAP_CHANNELS = ["whatsapp", "call", "quote"] as const;
export type TapChannel = (typeof TAP_CHANNELS)[number];

/** One tap as the browser reports it: which shortcut, on which page (its address, campaign tags included). */
const tapForm = z.object({ channel: z.enum(TAP_CHANNELS), page: z.string().max(2_000) });

export interface Tap {
  channel: TapChannel;
  path: string;
  campaign: string;
}

/**
 * What a tap is counted under: the page's path and its utm_campaign, read from an address on this
 * site (anything else is not counted). Nothing about the visitor is kept.
 */
export function tapFrom(form: FormData, siteOrigin: string): Tap | null {
  const parsed = tapForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) return null;
  const page = URL.parse(parsed.data.page, siteOrigin);
  if (!page || page.origin !== siteOrigin) return null;
  return {
    channel: parsed.data.channel,
    path: page.pathname.slice(0, 200),
    campaign: (page.searchParams.get("utm_campaign") ?? "").trim().slice(0, 100),
  };
}

/** Adds one to the day's count (India's calendar) for the tap's channel, page and campaign. */
export async function recordTap(db: Database, tap: Tap, now: number = clockNow().getTime()): Promise<void> {
  await db
    .insert(contactTaps)
    .values({ ...tap, day: istDateKey(now), count: 1 })
    .onConflictDoUpdate({
      target: [contactTaps.day, contactTaps.channel, contactTaps.path, contactTaps.campaign],
      set: { count: sql`${contactTaps.count} + 1` },
    });
}

export type TapCounts = Record<TapChannel, number>;

export interface TapsByPage extends TapCounts {
  path: string;
  campaign: string;
}

/** How many pages and campaigns the Overview lists; the rest are in the totals. */
export const TAPS_TOP = 8;

/** The range's taps per channel, and the pages and campaigns with the most taps. */
export async function tapsIn(db: Database, range: DayRange): Promise<{ totals: TapCounts; top: TapsByPage[] }> {
  const perChannel = (channel: TapChannel) =>
    sql<number>`coalesce(sum(${contactTaps.count}) filter (where ${contactTaps.channel} = ${channel}), 0)::int`;
  const counts = {
    whatsapp: perChannel("whatsapp"),
    call: perChannel("call"),
    quote: perChannel("quote"),
  };
  const inRange = between(contactTaps.day, range.from, range.to);
  const [totals] = await db.select(counts).from(contactTaps).where(inRange);
  const top = await db
    .select({ path: contactTaps.path, campaign: contactTaps.campaign, ...counts })
    .from(contactTaps)
    .where(inRange)
    .groupBy(contactTaps.path, contactTaps.campaign)
    .orderBy(sql`sum(${contactTaps.count}) desc`, contactTaps.path, contactTaps.campaign)
    .limit(TAPS_TOP);
  return { totals: totals ?? { whatsapp: 0, call: 0, quote: 0 }, top };
}
