import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("CSV for German Excel", () => {
  it("starts with a byte order mark, separates by semicolons and ends rows with CRLF", () => {
    expect(toCsv(["Nr.", "Frage"], [["1", "Ärztin; Klinik"]])).toBe(
      '\uFEFFNr.;Frage\r\n1;"Ärztin; Klinik"\r\n',
    );
  });

  it("keeps what Excel would run as a formula as text", () => {
    expect(["=1+1", "+49 30", "-2", "@SUMME(A1)", "\tx"].map(csvCell)).toEqual([
      "'=1+1",
      "'+49 30",
      "'-2",
      "'@SUMME(A1)",
      "'\tx",
    ]);
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("Mehr Notfallmedizin")).toBe("Mehr Notfallmedizin");
  });

  it("quotes line breaks and quotes", () => {
    expect(csvCell('Zeile 1\nSie sagte "gut"')).toBe('"Zeile 1\nSie sagte ""gut"""');
  });
});
