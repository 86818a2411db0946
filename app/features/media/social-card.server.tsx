import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import satori from "satori";
import sharp from "sharp";
import { SOCIAL_CARD_SIZE, type SocialCardText } from "~/lib/social-card";

// A page's social card: its title drawn on the brand card. Satori lays the text out with the
// site's own font (Inter, the static WOFF files: it reads neither WOFF2 nor system fonts) and
// draws every glyph as a path, so sharp renders the same image on any machine, fonts installed
// or not.

const INK = "#1e1b4b";
const INDIGO = "#4338ca";
const ORANGE = "#fb923c";
const PEACH = "#fed7aa";
const MIST = "#e0e7ff";

/** Changed when the drawing changes, so every stored card is drawn again. */
const DESIGN = "1";

const require = createRequire(import.meta.url);
const fontFiles = [
  { weight: 500, subset: "latin" },
  { weight: 500, subset: "latin-ext" },
  { weight: 700, subset: "latin" },
  { weight: 700, subset: "latin-ext" },
] as const;

let fonts: Promise<{ name: string; data: Buffer; weight: 500 | 700; style: "normal" }[]> | undefined;
function loadFonts() {
  fonts ??= Promise.all(
    fontFiles.map(async ({ weight, subset }) => ({
      // One family per subset: Satori falls back from one family to the next, not within one.
      name: subset === "latin" ? "Inter" : "Inter Extended",
      data: await fs.readFile(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
      weight,
      style: "normal" as const,
    })),
  );
  return fonts;
}

// The site's mark (public/favicon.svg), drawn large in the corner.
const MARK = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#ffffff" fill-opacity=".14"/><path d="M9 21l5-6 4 3 5-8" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/><circle cx="23" cy="10" r="2" fill="#f97316"/></svg>',
).toString("base64")}`;

/** Which drawing of `card` this is: the same text and design, the same version. */
export function socialCardVersion(card: SocialCardText): string {
  return createHash("sha256")
    .update(JSON.stringify([DESIGN, card.eyebrow, card.title, card.figure ?? null, card.figureLabel ?? null]))
    .digest("hex")
    .slice(0, 12);
}

// What the two font files draw (fontsource's "latin" and "latin-ext" ranges, ₹ included); anything
// else (Devanagari, emoji) is left out of the card rather than drawn as an empty box.
const DRAWABLE =
  /[\u0020-\u02FF\u1D00-\u1DBF\u1E00-\u1EFF\u2000-\u206F\u20A0-\u20C0\u2113\u2122\u2191\u2193\u2212\u2215\u2C60-\u2C7F\uA720-\uA7FF]/u;

function drawable(text: string): string {
  return [...text]
    .filter((character) => DRAWABLE.test(character))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

/** `text` cut at a word to at most `max` characters (an ellipsis added), so it fits its lines. */
function shortened(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > max / 2 ? cut.lastIndexOf(" ") : cut.length).trimEnd()}…`;
}

function CardLayout({ card }: { card: SocialCardText }) {
  const hasFigure = Boolean(card.figure);
  return (
    <div
      style={{
        // Satori sizes boxes without their padding (content-box): the padding comes off the card.
        width: SOCIAL_CARD_SIZE.width - 2 * 72,
        height: SOCIAL_CARD_SIZE.height - 2 * 64,
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        backgroundImage: `linear-gradient(135deg, ${INK} 0%, #312e81 55%, ${INDIGO} 100%)`,
        color: "#ffffff",
        fontFamily: "Inter, Inter Extended",
        position: "relative",
      }}
    >
      <div
        style={{
          position: "absolute",
          right: -120,
          top: -180,
          width: 440,
          height: 440,
          borderRadius: 9999,
          backgroundColor: "rgba(255,255,255,0.07)",
        }}
      />
      <div style={{ display: "flex", alignItems: "center" }}>
        <img src={MARK} width={72} height={72} alt="" />
        <div
          style={{
            marginLeft: 24,
            fontSize: 28,
            fontWeight: 500,
            color: PEACH,
            letterSpacing: 1,
            textTransform: "uppercase",
          }}
        >
          {card.eyebrow}
        </div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", width: 1056 }}>
        {hasFigure ? (
          <div style={{ display: "flex", alignItems: "baseline", marginBottom: 20 }}>
            <div style={{ fontSize: 112, fontWeight: 700, color: ORANGE, lineHeight: 1 }}>{card.figure}</div>
            <div style={{ marginLeft: 24, fontSize: 32, fontWeight: 500, color: MIST, maxWidth: 640 }}>
              {shortened(card.figureLabel ?? "", 60)}
            </div>
          </div>
        ) : null}
        <div
          style={{
            // A short title ("Technical SEO") fills the card; a long one still fits its lines.
            fontSize: hasFigure ? 48 : card.title.length <= 40 ? 80 : 64,
            fontWeight: 700,
            lineHeight: 1.15,
            letterSpacing: -1,
            width: 1056,
          }}
        >
          {shortened(card.title, hasFigure ? 84 : 120)}
        </div>
      </div>
    </div>
  );
}

/** Draws `card` as the 1200x630 PNG social sites show beside a shared link. */
export async function renderSocialCard(card: SocialCardText): Promise<Buffer> {
  const shown = {
    eyebrow: drawable(card.eyebrow),
    title: drawable(card.title),
    figure: card.figure && drawable(card.figure),
    figureLabel: card.figureLabel && drawable(card.figureLabel),
  };
  const svg = await satori(<CardLayout card={shown} />, {
    ...SOCIAL_CARD_SIZE,
    fonts: await loadFonts(),
  });
  // A palette keeps the flat colours exact and the file near a tenth of a full-colour PNG.
  return sharp(Buffer.from(svg)).png({ palette: true, effort: 8 }).toBuffer();
}
