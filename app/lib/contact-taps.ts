/** The contact shortcuts whose taps are counted (see routes/resources/contact-taps.ts). */
export type ContactChannel = "whatsapp" | "call" | "quote";

/**
 * Reports a tap on a contact shortcut: a beacon, so it is sent even as the page hands over to
 * WhatsApp or the dialler, and nothing waits for it. It carries the channel and the page's address
 * (for its campaign tags), nothing about the visitor.
 */
export function countTap(channel: ContactChannel) {
  const body = new URLSearchParams({ channel, page: location.pathname + location.search });
  try {
    navigator.sendBeacon("/contact-taps", body);
  } catch {
    // A browser refusing beacons loses the count, never the tap.
  }
}
