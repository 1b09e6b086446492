import { PDFDocument, rgb } from "pdf-lib";
import { pdfFonts } from "../pdf-fonts.ts";
import type { BillingAddress, OrderRow } from "../store/checkout.ts";
import { company } from "../company.ts";
import { germanPeriod } from "../mails.ts";
import type { OrderProduct } from "./orders.ts";

// The invoice of a paid order (decision 020), drawn with pdf-lib in the certificates' Unicode fonts, with
// what §14 (4) UStG asks for. The seller is the operator of content/company.json (the same data as
// the imprint, its USt-IdNr. included).

const PRIMARY = rgb(4 / 255, 97 / 255, 114 / 255);
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);

const euro = (cents: number) =>
  new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" })
    .format(cents / 100)
    .replace(/\u00a0/g, " ");
const germanDate = (iso: string) =>
  new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeZone: "Europe/Berlin" }).format(new Date(iso));

const countryNames = new Intl.DisplayNames(["de"], { type: "region" });
/** "Deutschland" for DE: the invoice is German, whatever the buyer's language. */
const countryName = (code: string) => {
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
};

export async function invoicePdf(
  order: OrderRow,
  product: Pick<OrderProduct, "title" | "period">,
  priceLabel: string,
): Promise<Uint8Array> {
  const billing = JSON.parse(order.billing) as BillingAddress;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Rechnung ${order.invoice_number ?? order.number}`);
  pdf.setAuthor(company.company_name);
  pdf.setLanguage("de-DE");
  const page = pdf.addPage([595.28, 841.89]); // A4
  const fonts = await pdfFonts(pdf);
  const text = (value: string, x: number, y: number, bold = false, size = 10, color = INK) =>
    fonts.draw(page, value, { x, y, size, bold, color, maxWidth: 475 });

  page.drawRectangle({ x: 0, y: 815, width: 595.28, height: 27, color: PRIMARY });
  await text(company.company_name, 60, 780, true, 12, PRIMARY);
  await text(`${company.street} · ${company.postal_code} ${company.city}`, 60, 764, false, 9, MUTED);

  let y = 720;
  for (const line of [
    `${billing.first_name} ${billing.last_name}`,
    ...(billing.company ? [billing.company] : []),
    billing.street,
    `${billing.zip} ${billing.city}`,
    countryName(billing.country),
  ]) {
    await text(line, 60, y, false, 11);
    y -= 15;
  }

  y -= 25;
  await text("Rechnung", 60, y, true, 22);
  y -= 28;
  const paidOn = order.paid_at ?? order.created_at;
  // The date of service: the event's days; a video is provided when it is paid.
  const period = product.period ?? { from: paidOn, to: paidOn };
  const oneDay = germanDate(period.from) === germanDate(period.to);
  const facts: [string, string][] = [
    ["Rechnungsnummer", order.invoice_number ?? "–"],
    ["Bestellnummer", order.number],
    ["Rechnungsdatum", germanDate(paidOn)],
    [oneDay ? "Leistungsdatum" : "Leistungszeitraum", germanPeriod(period.from, period.to)],
    ["USt-IdNr.", company.vat_id],
  ];
  for (const [label, value] of facts) {
    await text(label, 60, y, false, 10, MUTED);
    await text(value, 200, y, true, 10);
    y -= 16;
  }

  y -= 20;
  await text(product.title, 60, y, true, 11);
  await text(euro(order.base_cents), 460, y, false, 11);
  y -= 15;
  await text(priceLabel, 60, y, false, 9, MUTED);
  y -= 20;
  const rows: [string, number][] = [
    ...(order.auto_discount_cents
      ? [["Frühbucherrabatt", -order.auto_discount_cents] as [string, number]]
      : []),
    ...(order.code_discount_cents ? [["Rabattcode", -order.code_discount_cents] as [string, number]] : []),
  ];
  for (const [label, cents] of rows) {
    await text(label, 60, y, false, 11);
    await text(euro(cents), 460, y, false, 11);
    y -= 18;
  }
  page.drawLine({ start: { x: 60, y: y + 8 }, end: { x: 535, y: y + 8 }, thickness: 0.5, color: MUTED });
  y -= 8;
  await text("Gesamtbetrag", 60, y, true, 12);
  await text(euro(order.total_cents), 460, y, true, 12);
  y -= 18;
  await text(`darin enthalten ${order.tax_rate} % USt.: ${euro(order.tax_cents)}`, 60, y, false, 10, MUTED);
  y -= 16;
  await text(`Nettobetrag: ${euro(order.total_cents - order.tax_cents)}`, 60, y, false, 10, MUTED);
  y -= 30;
  await text(
    order.status === "REFUNDED"
      ? "Diese Bestellung wurde erstattet."
      : "Der Betrag wurde bezahlt. Vielen Dank!",
    60,
    y,
    false,
    10,
  );
  await text(`Fragen zur Rechnung: ${company.email}`, 60, 60, false, 9, MUTED);
  return pdf.save();
}
