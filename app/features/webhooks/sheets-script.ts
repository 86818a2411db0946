// The Google Apps Script an owner pastes into a sheet to receive leads: made for one connection,
// its signing secret already in it. Apps Script reads no request headers, so the connection sends
// the signature in the body (`signatureInBody`); the script checks it, skips a delivery it already
// wrote (a retry), and appends one row per event. It uses only the Apps Script globals
// `Utilities`, `SpreadsheetApp` and `ContentService` (the tests run it against stand-ins of them).

/** The sheet's first row, written when the sheet is empty. */
export const SHEET_COLUMNS = [
  "Delivery",
  "Event",
  "At",
  "Reference",
  "Name",
  "Phone",
  "E-mail",
  "City",
  "Service",
  "Status",
] as const;

/** The script for a connection signing with `secret`, naming the site as `brand`. */
export function sheetsScript(secret: string, brand: string): string {
  return `// ${brand}: each new lead as a row of this sheet. Made for your connection: keep the secret private.
const SECRET = ${JSON.stringify(secret)};

function doPost(e) {
  const delivery = JSON.parse(e.postData.contents);
  const key = Utilities.base64Decode(SECRET.slice(6));
  const signed = Utilities.newBlob(
    delivery["webhook-id"] + "." + delivery["webhook-timestamp"] + "." + delivery.payload
  ).getBytes();
  const expected = "v1," + Utilities.base64Encode(Utilities.computeHmacSha256Signature(signed, key));
  if (String(delivery["webhook-signature"]).split(" ").indexOf(expected) === -1) {
    return ContentService.createTextOutput("bad signature");
  }
  const event = JSON.parse(delivery.payload);
  const sheet = SpreadsheetApp.getActiveSpreadsheet().getSheets()[0];
  if (sheet.getLastRow() === 0) {
    sheet.appendRow(${JSON.stringify(SHEET_COLUMNS)});
  }
  const seen = sheet.getRange(1, 1, sheet.getLastRow(), 1).getValues().map(function (row) { return row[0]; });
  if (seen.indexOf(delivery["webhook-id"]) !== -1) {
    return ContentService.createTextOutput("already written");
  }
  const lead = (event.data && event.data.lead) || {};
  const test = event.type === "webhook.test";
  sheet.appendRow([
    delivery["webhook-id"],
    event.type,
    event.timestamp,
    lead.reference || "",
    lead.name || (test ? ${JSON.stringify(`A test from ${brand}`)} : ""),
    lead.phone || "",
    lead.email || "",
    lead.city || "",
    lead.service || "",
    lead.status || "",
  ]);
  return ContentService.createTextOutput("ok");
}
`;
}
