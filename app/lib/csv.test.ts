import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv";

describe("CSV cells", () => {
  it("neutralises formulas so a spreadsheet shows them as text", () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvCell("+SUM(A1:A9)")).toBe(`"'+SUM(A1:A9)"`);
    expect(csvCell("-2+3+cmd|' /C calc'!A0")).toBe(`"'-2+3+cmd|' /C calc'!A0"`);
    expect(csvCell("@SUM(1)")).toBe(`"'@SUM(1)"`);
    expect(csvCell("\t=1")).toBe(`"'\t=1"`);
  });

  it("keeps phone numbers as typed", () => {
    expect(csvCell("+91 98765 43210")).toBe(`"+91 98765 43210"`);
    expect(csvCell("+91-98765-43210")).toBe(`"+91-98765-43210"`);
    expect(csvCell("(022) 2345 6789")).toBe(`"(022) 2345 6789"`);
  });

  it("quotes commas, quotes and line breaks, and writes empty cells for missing values", () => {
    expect(csvRow(["Mehta, Rohan", 'Says "hi"', "line 1\nline 2", null, undefined])).toBe(
      `"Mehta, Rohan","Says ""hi""","line 1\nline 2","",""\r\n`,
    );
  });
});
