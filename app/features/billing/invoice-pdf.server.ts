import { NO_STORE } from "~/lib/cache-control";
import { istBillDate, istMoment } from "~/lib/india-time";
import { rupeesAndPaise } from "~/lib/rupees";
import { billPdf } from "./bill-pdf.server";
import type { IssuedDocument } from "./invoice";
import { upiPaymentLink } from "./upi";

// An issued invoice or credit note as a PDF, with the fields Rule 46 of the CGST Rules asks of a tax
// invoice: the agency's name, address and GSTIN; the number and date; the client's name, address and
// GSTIN, or their state's name and code; each line's SAC, description and taxable value after its
// discount; each tax's rate and amount; the place of supply; whether tax is payable on reverse charge;
// and a signatory line. Without a GSTIN the agency issues a plain invoice, without tax lines.

/** UPI apps take at most ₹1 lakh in one payment for most accounts: above that, the bank details. */
const UPI_USUAL_LIMIT_PAISE = 1_00_000_00;

/** The UPI payment link of invoice `document`, or null when it is not to be paid that way. */
export function invoiceUpiLink(document: IssuedDocument): string | null {
  const upi = document.payment.upi;
  if (document.kind !== "invoice" || !upi || document.amounts.totalPaise <= 0) return null;
  return upiPaymentLink(
    { vpa: upi.vpa, name: document.agency.name, kind: upi.kind },
    document.amounts.totalPaise,
    `Invoice ${document.number}`,
    document.number,
  );
}

export function documentTitle(document: Pick<IssuedDocument, "kind" | "taxed">): string {
  if (document.kind === "credit-note") return "Credit Note";
  return document.taxed ? "Tax Invoice" : "Invoice";
}

/** The PDF as an answer a browser saves or shows: `inline`, named after its number, kept by nobody. */
export async function issuedDocumentPdf(document: IssuedDocument): Promise<Response> {
  const invoice = document.kind === "invoice";
  const facts: [string, string][] = [
    [invoice ? "Invoice no." : "Credit note no.", document.number],
    ["Date", istBillDate(document.issuedAt)],
  ];
  if (document.dueOn) facts.push(["Due", istBillDate(istMoment(document.dueOn))]);
  if (document.corrects) facts.push(["Against invoice", document.corrects.number]);
  const { bank, terms } = document.payment;
  const upi = invoice ? invoiceUpiLink(document) : null;
  const notes = [
    ...(document.taxed ? ["Tax payable on reverse charge: No"] : []),
    ...(document.corrects
      ? [
          `This credit note cancels invoice ${document.corrects.number} of ${istBillDate(document.corrects.issuedAt)} in full.`,
        ]
      : []),
    ...(invoice && document.paidOn ? [`Paid on ${istBillDate(istMoment(document.paidOn))}. Thank you.`] : []),
    ...(invoice && bank
      ? [
          `Bank transfer: ${bank.accountName}, account ${bank.accountNumber}, IFSC ${bank.ifsc}${bank.bankName ? `, ${bank.bankName}` : ""}.`,
        ]
      : []),
    ...(upi && document.amounts.totalPaise > UPI_USUAL_LIMIT_PAISE
      ? [
          `Most UPI apps take at most ${rupeesAndPaise(UPI_USUAL_LIMIT_PAISE)} in one payment: above that, pay by bank transfer.`,
        ]
      : []),
    ...(invoice && terms ? [terms] : []),
  ];
  const pdf = await billPdf({
    title: documentTitle(document),
    facts,
    agency: document.agency,
    client: document.client,
    lines: document.lines,
    amounts: document.amounts,
    notes,
    upi: upi && !document.paidOn ? { link: upi, vpa: document.payment.upi!.vpa } : undefined,
    signatory: document.agency.name,
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="${document.number.replaceAll("/", "-")}.pdf"`,
      "cache-control": NO_STORE,
    },
  });
}
