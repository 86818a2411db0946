// The two taps an owner makes from a phone: call the lead, or open WhatsApp with a greeting.
// Shared by the lead's page and the leads list; each tap is recorded on the lead's timeline
// by posting LEAD_TAP_INTENTS to the lead's page (`/admin/leads/{id}`).

/** The form intents that record a tap (the tap itself is a plain link, so it works even if recording fails). */
export const LEAD_TAP_INTENTS = { call: "lead-call", whatsapp: "lead-whatsapp" } as const;

interface ContactableLead {
  name: string;
  phone: string;
  /** The number in E.164; null for numbers stored before numbers were checked. */
  phoneE164: string | null;
  service: string;
}

/** The number to dial: E.164 when known, otherwise the digits as typed (with a leading +). */
export function dialNumber(lead: Pick<ContactableLead, "phone" | "phoneE164">): string {
  return lead.phoneE164 ?? lead.phone.replace(/[^\d+]/g, "");
}

export const telHref = (lead: Pick<ContactableLead, "phone" | "phoneE164">) => `tel:${dialNumber(lead)}`;

/**
 * wa.me wants the international number as digits only. A number without a country code
 * (stored before numbers were checked) is taken as Indian when it has India's ten digits.
 */
export function whatsappDigits(lead: Pick<ContactableLead, "phone" | "phoneE164">): string {
  if (lead.phoneE164) return lead.phoneE164.slice(1);
  const digits = lead.phone.replace(/\D/g, "").replace(/^0+/, "");
  return digits.length === 10 ? `91${digits}` : digits;
}

/** A greeting that names the person and the service they asked about. */
export function whatsappGreeting(lead: Pick<ContactableLead, "name" | "service">, brand: string): string {
  const firstName = lead.name.trim().split(/\s+/)[0] ?? "";
  return `Hello ${firstName}, this is ${brand}. Thank you for your enquiry about ${lead.service}. Is now a good time to talk?`;
}

/** A chat with the lead on WhatsApp, the greeting (or another message) typed in. */
export function whatsappHref(lead: ContactableLead, brand: string, text = whatsappGreeting(lead, brand)): string {
  return `https://wa.me/${whatsappDigits(lead)}?text=${encodeURIComponent(text)}`;
}
