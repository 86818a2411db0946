import { describe, expect, it } from "vitest";
import { telHref, whatsappHref } from "./contact-links";

describe("a lead's call and WhatsApp links", () => {
  const lead = { name: "Priya Menon", phone: "98765 43210", phoneE164: "+919876543210", service: "Local SEO" };
  it("calls the E.164 number", () => {
    expect(telHref(lead)).toBe("tel:+919876543210");
  });
  it("opens WhatsApp on the international digits with a greeting naming the service", () => {
    const url = new URL(whatsappHref(lead, "Sparkline Digital"));
    expect(url.origin + url.pathname).toBe("https://wa.me/919876543210");
    expect(url.searchParams.get("text")).toBe(
      "Hello Priya, this is Sparkline Digital. Thank you for your enquiry about Local SEO. Is now a good time to talk?",
    );
  });
  it("takes a ten-digit number stored before numbers were checked as Indian", () => {
    const legacy = { ...lead, phone: "098765-43210", phoneE164: null };
    expect(new URL(whatsappHref(legacy, "Sparkline")).pathname).toBe("/919876543210");
    expect(telHref(legacy)).toBe("tel:09876543210");
  });
});
