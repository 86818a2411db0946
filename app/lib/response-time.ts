import { now as clockNow } from "./clock";

// How fast a lead was answered, for the admin area: apart from lib/format.ts, whose dates the
// public pages load at start.

/** A span of time as people say it in a list: '45 s', '12 min', '2 h', '3 d'. Rounded down. */
export function elapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} d`;
}

/** 'answered in 12 min' once a person acted on the lead, otherwise its age: '2 h, no reply'. */
export function responseSummary(
  lead: { createdAt: Date | string; firstResponseAt: Date | string | null },
  now: Date | number = clockNow().getTime(),
): string {
  const created = new Date(lead.createdAt).getTime();
  if (lead.firstResponseAt) return `answered in ${elapsed(new Date(lead.firstResponseAt).getTime() - created)}`;
  return `${elapsed(new Date(now).getTime() - created)}, no reply`;
}
