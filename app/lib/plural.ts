// Its own module: the public site's start-up chunk holds lib/format.ts, and whatever that module
// exports for the admin area or the e-mails would be downloaded by every visitor with it.

/** A count with its noun, singular for one: '1 business minute', '15 business minutes'. */
export function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString("en-IN")} ${count === 1 ? one : many}`;
}
