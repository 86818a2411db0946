import { createRequire } from "node:module";
import type { BillParty } from "#database/schema";
import { rupeesAndPaise } from "~/lib/rupees";
import { type BillLineText, lineTerms, signedRupees, taxLabel } from "./bill-view";
import type { BillAmounts } from "./gst";
import { stateByCode } from "~/lib/indian-states";
import { rupeesInWords } from "./money-words";

// A bill as a PDF (A4): a quote, or later a tax invoice. The standard PDF fonts cannot encode the
// rupee sign, so the document embeds Inter (a subset, only the glyphs used), which has it. A UPI
// payment link is drawn as a QR code a phone's camera reads, in vector squares that stay sharp.

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve("@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf"),
  bold: require.resolve("@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf"),
};

export interface BillDocument {
  /** "Quotation", "Tax Invoice", "Invoice". */
  title: string;
  /** What identifies it, in order: [["Quote", "Q-1A2B3C"], ["Date", "29 Nov 2026"]]. */
  facts: readonly (readonly [string, string])[];
  agency: BillParty;
  client: BillParty;
  lines: readonly BillLineText[];
  amounts: BillAmounts;
  /** Lines after the totals, each a paragraph: acceptance, reverse charge, terms, bank details. */
  notes: readonly string[];
  /** A UPI payment: its link as a QR code, and the UPI ID written out. */
  upi?: { link: string; vpa: string };
  /** The legal name the signatory line is for. */
  signatory?: string;
}

const PAGE = { margin: 48, width: 595.28 };
const CONTENT = PAGE.width - 2 * PAGE.margin;
const INK = "#0f172a";
const MUTED = "#475569";

const stateLine = (code: string) => `${stateByCode(code)?.name ?? code} (state code ${code})`;

/** The PDF's bytes. */
export async function billPdf(bill: BillDocument): Promise<Buffer> {
  // Loaded with the first bill: a server that never draws one (and every prerender) starts without them.
  const [{ default: PDFDocument }, { default: QRCode }] = await Promise.all([import("pdfkit"), import("qrcode")]);
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    info: { Title: `${bill.title} ${bill.facts[0]?.[1] ?? ""}`.trim(), Author: bill.agency.name },
  });
  doc.registerFont("regular", FONTS.regular);
  doc.registerFont("bold", FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = PAGE.margin;
  doc.fillColor(INK).font("bold").fontSize(20).text(bill.title, left, PAGE.margin);
  let y = PAGE.margin;
  for (const [label, value] of bill.facts) {
    doc
      .font("regular")
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, left + CONTENT - 220, y, { width: 90 });
    doc
      .font("bold")
      .fillColor(INK)
      .text(value, left + CONTENT - 130, y, { width: 130, align: "right" });
    y += 14;
  }
  y = Math.max(y, PAGE.margin + 34) + 14;

  const column = (CONTENT - 24) / 2;
  const party = (heading: string, who: BillParty, x: number) => {
    doc.font("regular").fontSize(8).fillColor(MUTED).text(heading.toUpperCase(), x, y, { width: column });
    doc.font("bold").fontSize(10).fillColor(INK).text(who.name, { width: column });
    doc.font("regular").fontSize(9).text(who.address, { width: column });
    doc.text(stateLine(who.stateCode), { width: column });
    if (who.gstin) doc.text(`GSTIN ${who.gstin}`, { width: column });
    return doc.y;
  };
  y = Math.max(party("From", bill.agency, left), party("Bill to", bill.client, left + column + 24)) + 10;
  doc.font("regular").fontSize(9).fillColor(INK);
  doc.text(`Place of supply: ${stateLine(bill.client.stateCode)}`, left, y);
  y = doc.y + 12;

  // The lines: what, its SAC and terms, its GST rate and its value before GST.
  const columns = { what: left, rate: left + CONTENT - 150, value: left + CONTENT - 100 };
  const header = (text: string, x: number, width: number, align: "left" | "right") =>
    doc.font("bold").fontSize(8).fillColor(MUTED).text(text, x, y, { width, align });
  // An agency without a GSTIN charges no GST: its lines have no rate to show.
  const taxed = bill.amounts.lines.some((line) => line.taxes.length > 0);
  header("DESCRIPTION", columns.what, columns.rate - columns.what - 8, "left");
  if (taxed) header("GST", columns.rate, 40, "right");
  header("TAXABLE VALUE", columns.value, 100, "right");
  y += 14;
  doc
    .moveTo(left, y)
    .lineTo(left + CONTENT, y)
    .strokeColor("#cbd5e1")
    .lineWidth(0.5)
    .stroke();
  y += 6;
  bill.lines.forEach((line, index) => {
    const width = columns.rate - columns.what - 8;
    doc
      .font("bold")
      .fontSize(9.5)
      .fillColor(INK)
      .text(`${index + 1}. ${line.description}`, columns.what, y, { width });
    doc
      .font("regular")
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(`SAC ${line.sac} · ${lineTerms(line)}`, { width });
    const bottom = doc.y;
    doc.fillColor(INK).fontSize(9);
    if (taxed) doc.text(`${line.gstRate}%`, columns.rate, y, { width: 40, align: "right" });
    doc.text(rupeesAndPaise(bill.amounts.lines[index]!.taxablePaise), columns.value, y, { width: 100, align: "right" });
    y = Math.max(bottom, doc.y) + 8;
  });
  doc
    .moveTo(left, y)
    .lineTo(left + CONTENT, y)
    .stroke();
  y += 8;

  // The totals, on the right.
  const total = (label: string, value: string, strong = false) => {
    doc
      .font(strong ? "bold" : "regular")
      .fontSize(strong ? 11 : 9)
      .fillColor(INK);
    doc.text(label, left + CONTENT - 250, y, { width: 140 });
    doc.text(value, left + CONTENT - 110, y, { width: 110, align: "right" });
    y = doc.y + 4;
  };
  total("Taxable value", rupeesAndPaise(bill.amounts.taxablePaise));
  for (const tax of bill.amounts.taxes) total(taxLabel(tax), rupeesAndPaise(tax.paise));
  total("Round off", signedRupees(bill.amounts.roundOffPaise));
  total("Total", rupeesAndPaise(bill.amounts.totalPaise), true);
  doc
    .font("regular")
    .fontSize(9)
    .fillColor(INK)
    .text(rupeesInWords(bill.amounts.totalPaise), left, y + 4, { width: CONTENT });
  y = doc.y + 12;

  for (const note of bill.notes) {
    doc.font("regular").fontSize(9).fillColor(INK).text(note, left, y, { width: CONTENT });
    y = doc.y + 6;
  }

  if (bill.upi) {
    y += 6;
    const size = drawQr(doc, QRCode.create(bill.upi.link, { errorCorrectionLevel: "M" }).modules, left, y, 96);
    doc
      .font("bold")
      .fontSize(9)
      .text("Pay by UPI", left + size + 14, y);
    doc
      .font("regular")
      .fontSize(9)
      .text(`Scan with any UPI app, or pay to the UPI ID ${bill.upi.vpa}`, { width: CONTENT - size - 14 });
    y += size + 12;
  }

  if (bill.signatory) {
    doc
      .font("regular")
      .fontSize(9)
      .fillColor(INK)
      .text(`For ${bill.signatory}`, left, y + 12, { width: CONTENT, align: "right" });
    doc.text("Authorised signatory", left, doc.y + 28, { width: CONTENT, align: "right" });
  }

  doc.end();
  return done;
}

/** A QR code's modules at (x, y), `size` points square with its quiet zone; answers the size drawn. */
function drawQr(
  doc: PDFKit.PDFDocument,
  modules: { size: number; get(row: number, col: number): number | boolean },
  x: number,
  y: number,
  size: number,
): number {
  const quiet = 4;
  const cell = size / (modules.size + 2 * quiet);
  doc.save().fillColor("#000000");
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell);
    }
  }
  doc.fill().restore();
  return size;
}
