// Spreadsheet exports for German Excel: UTF-8 with a byte order mark (else Excel reads Latin-1),
// `;` between cells (the decimal comma takes `,`), CRLF between rows.

const SEPARATOR = ";";
const BOM = "\uFEFF";

/**
 * One cell. A text starting with = + - @ (or a tab or carriage return) would be a formula in Excel:
 * a leading apostrophe keeps it text (formula injection). Quotes where the text needs them.
 */
export function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: a header row, then the rows. */
export function toCsv(header: string[], rows: string[][]): string {
  return BOM + [header, ...rows].map((row) => row.map(csvCell).join(SEPARATOR)).join("\r\n") + "\r\n";
}
