import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderSocialCard, socialCardVersion } from "./social-card.server";

const article = {
  eyebrow: "Article · Local SEO",
  title: "How a Google Business Profile brings calls to a Pune clinic",
};

describe("social cards", () => {
  it("draws a 1200x630 PNG with the page's title", async () => {
    const png = await renderSocialCard(article);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
    // The title is drawn: another title gives another image, and the text area is not empty.
    const other = await renderSocialCard({ ...article, title: "WhatsApp API or the app: which one a shop needs" });
    expect(other.equals(png)).toBe(false);
    if (process.env.SOCIAL_CARD_SAMPLE) await sharp(png).toFile(process.env.SOCIAL_CARD_SAMPLE);
  });

  it("draws the rupee sign, and leaves out what its font cannot draw rather than drawing empty boxes", async () => {
    const withRupee = await renderSocialCard({ ...article, figure: "₹212", figureLabel: "cost per lead, from ₹318" });
    const withoutRupee = await renderSocialCard({ ...article, figure: "212", figureLabel: "cost per lead, from 318" });
    expect(withRupee.equals(withoutRupee)).toBe(false);
    const mixed = await renderSocialCard({
      eyebrow: "Article · त्योहार",
      title: "दिवाली offers 🎉 for a Jaipur sweet shop",
    });
    const plain = await renderSocialCard({ eyebrow: "Article ·", title: "offers for a Jaipur sweet shop" });
    expect(mixed.equals(plain)).toBe(true);
  });

  it("changes its version when what it shows changes, and only then", () => {
    expect(socialCardVersion(article)).toBe(socialCardVersion({ ...article }));
    expect(socialCardVersion(article)).not.toBe(socialCardVersion({ ...article, title: "Another title" }));
    expect(socialCardVersion(article)).not.toBe(socialCardVersion({ ...article, figure: "31%" }));
  });
});
