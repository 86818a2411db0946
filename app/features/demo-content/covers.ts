/**
 * Cover images for the demo case studies and articles: one flat illustration per subject,
 * 1600×900, in the brand colours (indigo, deep indigo, orange) plus the item's own palette.
 * They hold no text: sharp renders SVG without the site's fonts.
 *
 * Every scene is built from the same few pieces (white cards with a flat shadow tinted by the
 * item's dark colour, a white halo behind the subject, rounded bars standing in for text) so the
 * set reads as one style.
 */

/** The item's two colours: a dark one for shapes and shadows, a light one for the background. */
export type CoverPalette = readonly [dark: string, light: string];

const INK = "#1e1b4b";
const INDIGO = "#4338ca";
const ORANGE = "#f97316";
const WHITE = "#ffffff";
const STEEL = "#cbd5e1";
const STEEL_DARK = "#94a3b8";
// WhatsApp's own green and chat-bubble tint: without them a chat bubble reads as any chat.
const WA = "#25d366";
const WA_BUBBLE = "#dcf8c6";

interface Colours {
  dark: string;
  light: string;
}

const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const path = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}"${extra}/>`;
const line = (d: string, colour: string, width: number, extra = "") =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
const group = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`;

/** A white card lifted off the background by a flat shadow in the scene's dark colour. */
function card(c: Colours, x: number, y: number, w: number, h: number, r = 28) {
  return rect(x, y + 16, w, h, r, c.dark, ' fill-opacity=".18"') + rect(x, y, w, h, r, WHITE);
}

/** Rounded bars standing in for lines of text. */
function textBars(x: number, y: number, widths: number[], colour: string, height = 14, gap = 30, opacity = 1) {
  const fade = opacity < 1 ? ` fill-opacity="${opacity}"` : "";
  return widths.map((w, i) => rect(x, y + i * gap, w, height, height / 2, colour, fade)).join("");
}

function tick(cx: number, cy: number, size: number, colour: string, width: number) {
  const s = size / 2;
  return line(`M${cx - s} ${cy}l${s * 0.7} ${s * 0.7}l${s * 1.3} ${-s * 1.4}`, colour, width);
}

function cross(cx: number, cy: number, size: number, colour: string, width: number) {
  const s = size / 2;
  return line(`M${cx - s} ${cy - s}L${cx + s} ${cy + s}M${cx + s} ${cy - s}L${cx - s} ${cy + s}`, colour, width);
}

/** A round badge with a tick or a cross in it. */
function badge(cx: number, cy: number, r: number, fill: string, mark: "tick" | "cross") {
  const draw = mark === "tick" ? tick : cross;
  return circle(cx, cy, r, fill) + draw(cx, cy, r * 0.9, WHITE, r * 0.22);
}

/** A map pin whose tip is at (x, y). */
function pin(x: number, y: number, scale: number, fill: string) {
  return group(
    `translate(${x} ${y}) scale(${scale})`,
    path("M0 0C-14-22-40-38-40-62a40 40 0 1 1 80 0C40-38 14-22 0 0Z", fill) + circle(0, -62, 15, WHITE),
  );
}

/** A telephone receiver filling a 100×100 box at (x, y). */
function handset(x: number, y: number, size: number, fill: string) {
  return group(
    `translate(${x} ${y}) scale(${size / 100})`,
    path(
      "M28 12C20 12 12 20 12 30c0 32 26 58 58 58 10 0 18-8 18-16V62c0-4-3-7-7-8l-13-3c-4-1-8 1-10 4l-3 5c-9-5-10-6-15-15l5-3c3-2 5-6 4-10l-3-13c-1-4-4-7-8-7Z",
      fill,
    ),
  );
}

/** A five-pointed star of outer radius r. */
function star(cx: number, cy: number, r: number, fill: string) {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 ? r * 0.45 : r;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(" ")}" fill="${fill}" stroke="${fill}" stroke-width="4" stroke-linejoin="round"/>`;
}

/** A four-pointed sparkle, the sign used for AI across the site. */
function sparkle(cx: number, cy: number, r: number, fill: string) {
  const k = r * 0.22;
  return path(
    `M${cx} ${cy - r}Q${cx + k} ${cy - k} ${cx + r} ${cy}Q${cx + k} ${cy + k} ${cx} ${cy + r}Q${cx - k} ${cy + k} ${cx - r} ${cy}Q${cx - k} ${cy - k} ${cx} ${cy - r}Z`,
    fill,
  );
}

/** A chat bubble with its tail at the bottom left or right. */
function bubble(x: number, y: number, w: number, h: number, fill: string, tail: "left" | "right") {
  const tx = tail === "left" ? x + 34 : x + w - 34;
  const dx = tail === "left" ? -26 : 26;
  return (
    rect(x, y + 12, w, h, 26, INK, ' fill-opacity=".1"') +
    path(`M${tx - 20} ${y + h - 10}L${tx + dx} ${y + h + 30}L${tx + 24} ${y + h - 10}Z`, fill) +
    rect(x, y, w, h, 26, fill)
  );
}

/** Two read ticks, as on a delivered WhatsApp message. */
function readTicks(x: number, y: number) {
  return line(`M${x} ${y}l10 10l20-22M${x + 18} ${y + 8}l2 2l20-22`, "#34b7f1", 6);
}

/** A parcel box seen from the front, with its tape and address label. */
function parcel(x: number, y: number, w: number, h: number) {
  return (
    rect(x, y + 16, w, h, 14, INK, ' fill-opacity=".14"') +
    rect(x, y, w, h, 14, "#e4b672") +
    rect(x - 10, y, w + 20, h * 0.26, 12, "#f0c98a") +
    rect(x + w / 2 - 18, y, 36, h, 0, "#c98f45", ' fill-opacity=".55"') +
    rect(x + w * 0.58, y + h * 0.5, w * 0.32, h * 0.3, 8, WHITE) +
    textBars(x + w * 0.62, y + h * 0.56, [w * 0.22, w * 0.15], STEEL_DARK, 8, 16)
  );
}

/** The page: the item's light colour, a white halo behind the subject and two quiet shapes. */
function page(c: Colours, halo: [number, number], body: string) {
  const [hx, hy] = halo;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">` +
    rect(0, 0, 1600, 900, 0, c.light) +
    circle(1600 - hx / 3, 900, 260, c.dark, ' fill-opacity=".08"') +
    circle(hx / 4, 40, 180, WHITE, ' fill-opacity=".25"') +
    circle(hx, hy, 400, WHITE, ' fill-opacity=".4"') +
    body +
    `</svg>`
  );
}

type Scene = (c: Colours) => string;

/** A molar, 200×220. */
const TOOTH =
  "M40 20C70 0 90 20 100 22c10-2 30-22 60-2 35 25 30 80 15 110-10 20-15 70-35 85-15 10-22-35-30-55-4-10-16-10-20 0-8 20-15 65-30 55-20-15-25-65-35-85C10 100 5 45 40 20Z";

const caseStudyScenes: Record<string, Scene> = {
  // Dental clinics: a tooth, the booked slot, the call that booked it and the three clinics on a map.
  "smilecraft-dental-pune": (c) =>
    page(
      c,
      [800, 470],
      // map of the three clinics
      card(c, 960, 290, 470, 400) +
        rect(984, 314, 422, 352, 18, c.light, ' fill-opacity=".55"') +
        rect(1010, 340, 110, 80, 10, c.dark, ' fill-opacity=".1"') +
        rect(1270, 520, 110, 120, 10, c.dark, ' fill-opacity=".1"') +
        line("M984 470C1100 450 1220 540 1406 500", WHITE, 22) +
        line("M1160 314C1180 440 1130 540 1190 666", WHITE, 22) +
        line("M984 620L1406 380", WHITE, 14) +
        pin(1060, 470, 1, ORANGE) +
        pin(1290, 420, 1, INDIGO) +
        pin(1330, 610, 1, c.dark) +
        // appointment calendar with the booked day
        card(c, 170, 300, 400, 370) +
        path("M170 328a28 28 0 0 1 28-28h344a28 28 0 0 1 28 28v56H170Z", c.dark) +
        rect(236, 272, 18, 56, 9, INK) +
        rect(486, 272, 18, 56, 9, INK) +
        Array.from({ length: 15 }, (_, i) => {
          const x = 200 + (i % 5) * 72;
          const y = 412 + Math.floor(i / 5) * 76;
          if (i === 7) return rect(x, y, 54, 54, 12, ORANGE) + tick(x + 27, y + 28, 26, WHITE, 7);
          return rect(x, y, 54, 54, 12, i === 11 ? INDIGO : c.light, i === 11 ? "" : ' fill-opacity=".7"');
        }).join("") +
        // the tooth, in front
        group(
          "translate(640 280) scale(1.6)",
          path(TOOTH, c.dark, ' fill-opacity=".2" transform="translate(0 10)"') +
            path(TOOTH, WHITE) +
            line("M42 48c10-10 22-12 32-8", c.light, 9),
        ) +
        sparkle(925, 300, 30, ORANGE) +
        sparkle(610, 560, 18, INDIGO) +
        // the call that booked it
        circle(880, 190, 66, INDIGO) +
        handset(848, 158, 64, WHITE) +
        line("M966 140a70 70 0 0 1 18 56M990 112a104 104 0 0 1 26 86", ORANGE, 10),
    ),

  // Ayurvedic skincare sold online: the oil, the parcel, the WhatsApp confirmation and the return avoided.
  "keravedam-naturals-kochi": (c) =>
    page(
      c,
      [640, 480],
      // the dropper bottle
      rect(440, 356, 220, 330, 48, INK, ' fill-opacity=".14"') +
        rect(430, 340, 220, 330, 48, c.dark) +
        rect(500, 282, 80, 72, 14, c.dark) +
        rect(508, 200, 64, 92, 26, INK) +
        rect(492, 272, 96, 26, 10, "#312e81") +
        rect(452, 364, 20, 250, 10, WHITE, ' fill-opacity=".22"') +
        rect(472, 430, 136, 150, 18, c.light) +
        path("M540 548c-34-10-40-50-12-82 26 24 34 64 12 82Z", c.dark) +
        line("M540 548l-6-40", c.light, 5) +
        path("M700 420c-12 16-18 28-18 38a18 18 0 0 0 36 0c0-10-6-22-18-38Z", ORANGE) +
        path("M300 640c40-90 120-110 160-70-40 60-100 80-160 70Z", c.dark, ' fill-opacity=".85"') +
        path("M330 560c0-80 60-120 110-96-16 60-60 90-110 96Z", "#15803d", ' fill-opacity=".7"') +
        // the parcel out for delivery
        parcel(790, 450, 270, 210) +
        // the WhatsApp confirmation
        bubble(1000, 170, 420, 160, WA_BUBBLE, "left") +
        badge(1070, 250, 38, WA, "tick") +
        textBars(1132, 220, [220, 160], c.dark, 16, 34, 0.55) +
        readTicks(1340, 284) +
        // the return that no longer happens
        line("M1180 520c40-80 180-80 210 0", c.dark, 12, ' stroke-dasharray="2 26"') +
        path("M1170 500l16 40 28-34Z", c.dark) +
        parcel(1190, 560, 190, 150) +
        badge(1380, 560, 44, ORANGE, "cross"),
    ),

  // Commerce coaching: the class at the board, the bot that qualifies enquiries, the admission form.
  "pratibha-commerce-classes-jaipur": (c) =>
    page(
      c,
      [800, 400],
      // the board, with a chart a commerce class would draw
      rect(430, 166, 740, 400, 26, INK, ' fill-opacity=".15"') +
        rect(430, 150, 740, 400, 26, c.dark) +
        rect(456, 176, 688, 348, 14, INK) +
        line("M520 470l110-90 90 50 140-140 110 70 110-120", WHITE, 10, ' stroke-opacity=".9"') +
        circle(860, 290, 16, ORANGE) +
        textBars(520, 220, [160, 110], WHITE, 12, 28, 0.45) +
        line("M520 490h580", WHITE, 4, ' stroke-opacity=".35"') +
        rect(560, 548, 480, 18, 8, "#7c2d12") +
        rect(640, 538, 60, 12, 6, WHITE) +
        // students, seen from behind
        (
          [
            [600, INDIGO],
            [800, ORANGE],
            [1000, "#0f766e"],
          ] as const
        )
          .map(([x, shirt]) =>
            group(
              `translate(${x} 0)`,
              path("M-84 900v-80a70 70 0 0 1 70-70h28a70 70 0 0 1 70 70v80Z", shirt) +
                rect(-22, 690, 44, 50, 16, "#c68642") +
                circle(0, 664, 52, INK),
            ),
          )
          .join("") +
        // the bot that qualifies enquiries
        bubble(140, 230, 250, 210, WHITE, "right") +
        rect(196, 268, 138, 106, 30, INDIGO) +
        circle(236, 318, 14, WHITE) +
        circle(294, 318, 14, WHITE) +
        line("M238 350q27 16 54 0", WHITE, 6) +
        line("M265 268v-20", INDIGO, 6) +
        circle(265, 242, 10, ORANGE) +
        textBars(196, 396, [138], c.dark, 12, 30, 0.35) +
        // the admission form
        card(c, 1210, 300, 260, 380, 24) +
        rect(1240, 330, 70, 80, 12, c.light) +
        circle(1275, 360, 16, c.dark, ' fill-opacity=".6"') +
        textBars(1326, 346, [110, 80], STEEL_DARK, 12, 28) +
        [440, 500, 560]
          .map(
            (y, i) =>
              rect(1240, y, 30, 30, 8, i < 2 ? INDIGO : STEEL) + textBars(1286, y + 8, [140 - i * 20], STEEL, 14),
          )
          .join("") +
        [440, 500].map((y) => tick(1255, y + 15, 16, WHITE, 5)).join("") +
        rect(1240, 614, 200, 40, 20, ORANGE),
    ),

  // Industrial valves for export: the valve on its pipeline, the route to the Gulf and the RFQ it brings.
  "saurashtra-flowtech-rajkot": (c) =>
    page(
      c,
      [660, 480],
      // the pipeline
      rect(0, 566, 1160, 96, 0, INK, ' fill-opacity=".12"') +
        rect(0, 550, 1160, 96, 0, STEEL) +
        rect(0, 562, 1160, 16, 0, WHITE, ' fill-opacity=".6"') +
        [210, 1050].map((x) => rect(x, 524, 40, 148, 10, c.dark, ' fill-opacity=".7"')).join("") +
        // the gate valve: flanged body, bonnet, stem and handwheel
        rect(430, 514, 40, 168, 10, c.dark) +
        rect(830, 514, 40, 168, 10, c.dark) +
        rect(470, 490, 360, 216, 60, c.dark) +
        rect(496, 520, 22, 150, 11, WHITE, ' fill-opacity=".2"') +
        path("M560 496l24-90h132l24 90Z", c.dark) +
        rect(560, 396, 180, 34, 12, INK) +
        rect(638, 236, 24, 170, 10, STEEL_DARK) +
        `<ellipse cx="650" cy="236" rx="150" ry="42" fill="none" stroke="${ORANGE}" stroke-width="22"/>` +
        line("M510 236h280M650 200v72", ORANGE, 14) +
        circle(650, 236, 24, INK) +
        // the export route to the Gulf
        line("M760 180C860 60 1060 60 1150 180", INDIGO, 10, ' stroke-dasharray="4 26"') +
        circle(1270, 280, 140, WHITE) +
        `<ellipse cx="1270" cy="280" rx="60" ry="140" fill="none" stroke="${c.dark}" stroke-width="8" stroke-opacity=".35"/>` +
        line("M1130 280h280M1150 210h240M1150 350h240", c.dark, 8, ' stroke-opacity=".35"') +
        circle(1270, 280, 140, "none", ` stroke="${c.dark}" stroke-width="10"`) +
        pin(1300, 270, 1.1, ORANGE) +
        // the RFQ it brings in
        card(c, 1130, 470, 290, 330, 24) +
        path("M1130 498a28 28 0 0 1 28-28h234a28 28 0 0 1 28 28v42h-290Z", c.dark) +
        [580, 630, 680]
          .map((y) => rect(1160, y, 50, 24, 6, c.light) + textBars(1226, y + 5, [160], STEEL, 14))
          .join("") +
        badge(1390, 740, 40, ORANGE, "tick"),
    ),

  // A cloud kitchen's direct orders: the steel tiffin, the scooter delivering it and the phone it was ordered on.
  "dabba-junction-bengaluru": (c) =>
    page(
      c,
      [820, 470],
      // the tiffin carrier
      `<ellipse cx="800" cy="760" rx="200" ry="22" fill="${c.dark}" fill-opacity=".15"/>` +
        [560, 440, 320]
          .map(
            (y) =>
              rect(660, y, 280, 110, 30, STEEL) +
              rect(660, y + 70, 280, 18, 0, STEEL_DARK, ' fill-opacity=".6"') +
              rect(684, y + 14, 26, 56, 13, WHITE, ' fill-opacity=".7"'),
          )
          .join("") +
        path("M680 324c0-60 240-60 240 0Z", STEEL_DARK) +
        rect(646, 330, 20, 320, 10, c.dark) +
        rect(934, 330, 20, 320, 10, c.dark) +
        line("M656 340V300C656 210 944 210 944 300V340", c.dark, 20) +
        line("M760 130c-20-30 20-40 0-70M830 130c-20-30 20-40 0-70", c.dark, 10, ' stroke-opacity=".4"') +
        // the delivery scooter
        line("M70 520h110M40 580h130M90 640h90", c.dark, 10, ' stroke-opacity=".35"') +
        rect(200, 420, 170, 140, 18, c.dark) +
        rect(224, 446, 122, 18, 9, c.light) +
        path("M220 680c0-80 60-110 150-110h90l40-150h40l-30 170c60 10 90 50 90 90Z", ORANGE) +
        rect(250, 550, 170, 34, 17, INK) +
        line("M500 420l-10-40h-40", INK, 14) +
        circle(270, 700, 62, INK) +
        circle(270, 700, 24, STEEL) +
        circle(560, 700, 62, INK) +
        circle(560, 700, 24, STEEL) +
        // ordering on the phone
        rect(1130, 166, 300, 600, 46, INK, ' fill-opacity=".15"') +
        rect(1120, 150, 300, 600, 46, INK) +
        rect(1140, 186, 260, 540, 30, WHITE) +
        rect(1140, 186, 260, 90, 30, c.dark) +
        rect(1140, 246, 260, 30, 0, c.dark) +
        [310, 410, 510]
          .map(
            (y, i) =>
              circle(1190, y + 30, 30, i === 1 ? ORANGE : c.light) +
              textBars(1236, y + 14, [90, 60], STEEL, 12, 24) +
              rect(1340, y + 14, 40, 32, 16, i === 0 ? INDIGO : c.light) +
              line(`M1352 ${y + 30}h16M1360 ${y + 22}v16`, i === 0 ? WHITE : c.dark, 5),
          )
          .join("") +
        rect(1164, 640, 212, 56, 28, INDIGO) +
        tick(1270, 668, 24, WHITE, 7),
    ),
};

const articleScenes: Record<string, Scene> = {
  // The map pack: a pin on the map and the listing with its stars and call button.
  "google-business-profile-local-leads": (c) =>
    page(
      c,
      [760, 420],
      card(c, 220, 130, 1000, 620, 36) +
        rect(244, 154, 952, 572, 20, c.light, ' fill-opacity=".55"') +
        rect(290, 200, 200, 150, 14, c.dark, ' fill-opacity=".1"') +
        rect(900, 520, 240, 160, 14, c.dark, ' fill-opacity=".1"') +
        line("M244 420C440 380 640 520 1196 440", WHITE, 30) +
        line("M640 154C680 360 600 520 700 726", WHITE, 30) +
        line("M244 640L1196 220", WHITE, 18) +
        pin(420, 500, 0.8, c.dark) +
        pin(980, 320, 0.8, c.dark) +
        `<ellipse cx="700" cy="470" rx="60" ry="16" fill="${INK}" fill-opacity=".2"/>` +
        pin(700, 462, 2, ORANGE) +
        // the listing
        card(c, 960, 430, 460, 300, 28) +
        rect(990, 460, 120, 120, 16, c.dark) +
        path("M990 560l40-40 30 30 20-20 30 30v4a16 16 0 0 1-16 16h-88a16 16 0 0 1-16-16Z", c.light) +
        circle(1076, 496, 12, ORANGE) +
        textBars(1134, 470, [220, 150], INK, 18, 36, 0.8) +
        [0, 1, 2, 3, 4].map((i) => star(1148 + i * 44, 554, 18, i < 4 ? ORANGE : STEEL)).join("") +
        circle(1030, 650, 38, INDIGO) +
        handset(1008, 628, 44, WHITE) +
        circle(1120, 650, 38, c.light) +
        path("M1120 626l22 22-22 22-4-4 14-14h-32v-8h32l-14-14Z", c.dark) +
        textBars(1180, 642, [200], STEEL, 16),
    ),

  // One phone with the app on one side, the API fanning out to many chats on the other.
  "whatsapp-business-app-vs-api": (c) =>
    page(
      c,
      [800, 460],
      // the app: one phone, one conversation at a time
      rect(240, 166, 300, 600, 46, INK, ' fill-opacity=".15"') +
        rect(230, 150, 300, 600, 46, INK) +
        rect(250, 186, 260, 540, 30, "#ece5dd") +
        rect(250, 186, 260, 80, 30, c.dark) +
        rect(250, 236, 260, 30, 0, c.dark) +
        circle(290, 226, 20, c.light) +
        bubble(270, 300, 170, 60, WHITE, "left") +
        bubble(320, 400, 170, 60, WA_BUBBLE, "right") +
        bubble(270, 500, 140, 60, WHITE, "left") +
        readTicks(428, 426) +
        rect(266, 656, 228, 48, 24, WHITE) +
        circle(470, 680, 18, WA) +
        // the choice between them
        line("M800 150v600", c.dark, 6, ' stroke-dasharray="2 22" stroke-opacity=".5"') +
        circle(800, 450, 48, ORANGE) +
        line("M778 434h44l-12-12M822 466h-44l12 12", WHITE, 8) +
        // the API: a server that talks to many customers at once
        [260, 380, 500]
          .map(
            (y, i) =>
              rect(940, y + 12, 260, 100, 22, INK, ' fill-opacity=".15"') +
              rect(940, y, 260, 100, 22, i === 1 ? INDIGO : INK) +
              circle(980, y + 50, 12, i === 1 ? ORANGE : WA) +
              textBars(1010, y + 43, [100], WHITE, 14, 0, 0.5) +
              line(`M1140 ${y + 32}l-18 18 18 18M1160 ${y + 32}l18 18-18 18`, WHITE, 6, ' stroke-opacity=".8"'),
          )
          .join("") +
        [200, 340, 480, 620]
          .map(
            (y) =>
              line(`M1200 450C1260 450 1260 ${y + 40} 1320 ${y + 40}`, c.dark, 6, ' stroke-opacity=".45"') +
              bubble(1320, y, 150, 78, WA_BUBBLE, "left") +
              textBars(1346, y + 24, [96, 64], c.dark, 10, 22, 0.4),
          )
          .join(""),
    ),

  // The first 90 days of Meta ads: the budget, the ad, and three months of learning that compound.
  "meta-ads-budget-first-90-days": (c) =>
    page(
      c,
      [780, 460],
      // the budget
      [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<ellipse cx="300" cy="${700 - i * 44}" rx="120" ry="40" fill="#c2410c"/>` +
            rect(180, 660 - i * 44, 240, 40, 0, "#c2410c") +
            `<ellipse cx="300" cy="${660 - i * 44}" rx="120" ry="40" fill="${ORANGE}"/>`,
        )
        .join("") +
        `<ellipse cx="300" cy="484" rx="84" ry="26" fill="none" stroke="#fed7aa" stroke-width="6"/>` +
        line("M276 470h48M276 480h48M290 470c22 0 22 20 0 20h-10l30 14", "#fed7aa", 6) +
        // the ad in the feed
        card(c, 560, 150, 420, 600, 36) +
        circle(612, 206, 26, c.dark) +
        textBars(652, 192, [140, 90], STEEL, 12, 22) +
        rect(584, 252, 372, 300, 18, c.light) +
        circle(860, 330, 40, ORANGE) +
        path("M584 520l110-120 90 90 60-60 112 112v10a18 18 0 0 1-18 18H602a18 18 0 0 1-18-18Z", c.dark) +
        path("M614 600c-10-12-30-4-30 12 0 16 30 30 30 30s30-14 30-30c0-16-20-24-30-12Z", ORANGE) +
        textBars(664, 604, [120], STEEL, 14) +
        rect(584, 664, 372, 56, 28, INDIGO) +
        // three months, each built on the last
        card(c, 1060, 200, 380, 520, 32) +
        [0, 1, 2]
          .map(
            (i) =>
              rect(1110 + i * 100, 620 - (i + 1) * 110, 80, (i + 1) * 110, 14, i === 2 ? INDIGO : c.light) +
              circle(1150 + i * 100, 680, 14, i === 2 ? ORANGE : STEEL),
          )
          .join("") +
        line("M1110 450l100-90 100 20 100-110", c.dark, 10) +
        circle(1410, 270, 16, c.dark) +
        textBars(1110, 250, [150], STEEL, 14),
    ),

  // Three ads, each with its own tag, and the one enquiry whose tag says which ad it came from.
  "utm-tagging-which-ad-brought-the-enquiry": (c) =>
    page(
      c,
      [800, 450],
      [
        { top: 170, colour: c.dark, chosen: false },
        { top: 370, colour: ORANGE, chosen: true },
        { top: 570, colour: INDIGO, chosen: false },
      ]
        .map(
          ({ top, colour, chosen }) =>
            card(c, 180, top, 360, 150, 24) +
            rect(206, top + 24, 100, 100, 14, c.light) +
            circle(256, top + 74, 26, colour) +
            textBars(330, top + 40, [170, 120, 90], STEEL, 14, 28) +
            // the tag tied to the ad, and its trail: only the chosen ad's reaches the enquiry
            path(`M540 ${top + 54}h70l34 22-34 22h-70a10 10 0 0 1-10-10v-24a10 10 0 0 1 10-10Z`, colour) +
            circle(606, top + 76, 7, WHITE) +
            line(
              `M660 ${top + 76}C860 ${top + 76} 900 450 1060 450`,
              colour,
              chosen ? 10 : 6,
              chosen ? "" : ' stroke-opacity=".35" stroke-dasharray="2 20"',
            ),
        )
        .join("") +
        // the enquiry, carrying the winning tag
        card(c, 1060, 230, 380, 440, 32) +
        circle(1130, 310, 40, c.light) +
        circle(1130, 300, 16, c.dark) +
        path("M1104 336a26 26 0 0 1 52 0Z", c.dark) +
        textBars(1190, 288, [180, 120], INK, 16, 32, 0.7) +
        textBars(1100, 400, [300, 260, 280], STEEL, 14, 34) +
        path("M1100 540h120l40 26-40 26h-120a12 12 0 0 1-12-12v-28a12 12 0 0 1 12-12Z", ORANGE) +
        circle(1216, 566, 8, WHITE) +
        badge(1370, 600, 40, c.dark, "tick"),
    ),

  // AI drafts, a person reviews: the draft passes through human hands before it goes out.
  "ai-tools-for-small-teams-with-human-review": (c) =>
    page(
      c,
      [800, 450],
      // the AI drafting
      rect(180, 316, 260, 260, 56, INK, ' fill-opacity=".15"') +
        rect(180, 300, 260, 260, 56, INK) +
        sparkle(300, 420, 70, WHITE) +
        sparkle(380, 350, 26, ORANGE) +
        sparkle(240, 500, 18, c.light) +
        line("M470 430h110", c.dark, 10, ' stroke-dasharray="2 24"') +
        path("M600 430l-26-18v36Z", c.dark) +
        // the draft under review
        card(c, 620, 150, 400, 600, 30) +
        textBars(660, 200, [240], INK, 22, 0, 0.8) +
        textBars(660, 260, [320, 300, 320, 200], STEEL, 14, 34) +
        rect(650, 404, 340, 90, 14, c.light, ' fill-opacity=".6"') +
        textBars(670, 424, [300, 220], c.dark, 14, 34, 0.7) +
        line("M670 465h220", ORANGE, 6) +
        textBars(660, 530, [320, 280, 310], STEEL, 14, 34) +
        path("M870 700l90-90 26 26-90 90-36 10Z", ORANGE) +
        path("M960 610l14-14a12 12 0 0 1 17 0l9 9a12 12 0 0 1 0 17l-14 14Z", INK) +
        // the person who signs it off
        circle(1260, 420, 170, WHITE) +
        circle(1260, 380, 60, c.dark) +
        path("M1150 530a110 110 0 0 1 220 0v10c-30 30-70 46-110 46s-80-16-110-46Z", c.dark) +
        circle(1260, 420, 170, "none", ` stroke="${c.dark}" stroke-width="10" stroke-opacity=".2"`) +
        badge(1390, 300, 52, ORANGE, "tick"),
    ),
};

/** The abstract cover for anything without a drawn subject: the item's gradient with soft circles. */
export function fallbackCoverSvg([from, to]: CoverPalette, seedText: string): string {
  // The circles' places come from the slug, so two fallback covers still differ.
  const seed = [...seedText].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 9973, 7);
  const circles = Array.from({ length: 5 }, (_, i) => {
    const x = (seed * 337 + i * 521) % 1600;
    const y = (seed * 181 + i * 263) % 900;
    const r = 120 + (((seed + i) * 53) % 260);
    return circle(x, y, r, WHITE, ` fill-opacity="${(0.06 + i * 0.03).toFixed(2)}"`);
  }).join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="1600" height="900" fill="url(#g)"/>${circles}</svg>`
  );
}

function drawn(scenes: Record<string, Scene>, slug: string, [dark, light]: CoverPalette): string {
  const scene = Object.hasOwn(scenes, slug) ? scenes[slug] : undefined;
  return scene ? scene({ dark, light }) : fallbackCoverSvg([dark, light], slug);
}

/** The cover of a demo case study, drawn for its subject; unknown slugs get the abstract cover. */
export function caseStudyCoverSvg(slug: string, palette: CoverPalette): string {
  return drawn(caseStudyScenes, slug, palette);
}

/** The cover of a demo article, drawn for its subject; unknown slugs get the abstract cover. */
export function articleCoverSvg(slug: string, palette: CoverPalette): string {
  return drawn(articleScenes, slug, palette);
}
