// An invoice as a PDF (C-286; decision 0113), made with pdf-lib from the stored invoice: its lines
// with their tax, the subtotal, tax and total in the account's currency, dates in its locale.
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { type Currency, formatMoney } from '../../../src/domain/orders/money';
import type { InvoiceView } from './billingStore';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INK = rgb(0.12, 0.13, 0.16);
const MUTED = rgb(0.38, 0.4, 0.45);
const RULE = rgb(0.85, 0.86, 0.88);

/** Text Helvetica (WinAnsi) can draw: other characters become '?'. */
const drawable = (text: string) => text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

/** A yyyy-mm-dd day written in the account's locale ("1 October 2026", "October 1, 2026"). */
export const dayIn = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

export async function invoicePdf(
  account: { name: string; locale: string },
  invoice: InvoiceView,
): Promise<Uint8Array> {
  const money = (minor: number) => formatMoney(minor, invoice.currency as Currency);
  const doc = await PDFDocument.create();
  doc.setTitle(`Invoice ${invoice.number}`);
  doc.setProducer('Switchboard');
  doc.setCreationDate(new Date(`${invoice.issuedOn}T00:00:00Z`));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([A4.width, A4.height]);
  const text = (p: PDFPage, t: string, x: number, y: number, size: number, f: PDFFont = font, color = INK) =>
    p.drawText(drawable(t), { x, y, size, font: f, color });
  const right = (p: PDFPage, t: string, x: number, y: number, size: number, f: PDFFont = font) =>
    text(p, t, x - f.widthOfTextAtSize(drawable(t), size), y, size, f);

  let y = A4.height - MARGIN;
  text(page, 'Switchboard', MARGIN, y - 14, 14, bold);
  right(page, `Invoice ${invoice.number}`, A4.width - MARGIN, y - 14, 14, bold);
  y -= 40;
  text(page, account.name, MARGIN, y, 11, bold);
  const facts = [
    [
      'Period',
      `${dayIn(invoice.periodStart, account.locale)} to ${dayIn(invoice.periodEnd, account.locale)}`,
    ],
    ['Issued', dayIn(invoice.issuedOn, account.locale)],
    ['Due', dayIn(invoice.dueOn, account.locale)],
    ['Status', invoice.status[0].toUpperCase() + invoice.status.slice(1)],
    ['Currency', invoice.currency],
  ];
  for (const [k, v] of facts) {
    y -= 16;
    text(page, k, MARGIN, y, 10, font, MUTED);
    text(page, v, MARGIN + 70, y, 10);
  }
  y -= 32;

  const cols = [
    { header: 'Description', x: MARGIN, align: 'left' as const },
    { header: 'Qty', x: 300, align: 'right' as const },
    { header: 'Amount', x: 390, align: 'right' as const },
    { header: 'Tax', x: 460, align: 'right' as const },
    { header: 'Total', x: A4.width - MARGIN, align: 'right' as const },
  ];
  const row = (cells: string[], f: PDFFont) =>
    cols.forEach((c, i) => {
      if (c.align === 'left') text(page, cells[i], c.x, y, 9, f);
      else right(page, cells[i], c.x, y, 9, f);
    });
  row(
    cols.map((c) => c.header),
    bold,
  );
  page.drawLine({
    start: { x: MARGIN, y: y - 4 },
    end: { x: A4.width - MARGIN, y: y - 4 },
    thickness: 0.5,
    color: RULE,
  });
  for (const line of invoice.lines) {
    y -= 16;
    row(
      [
        line.description,
        String(line.quantity),
        money(line.amountMinor),
        money(line.taxMinor),
        money(line.totalMinor),
      ],
      font,
    );
  }
  y -= 10;
  page.drawLine({ start: { x: 300, y }, end: { x: A4.width - MARGIN, y }, thickness: 0.5, color: RULE });
  const rate = `${(invoice.taxRateBasisPoints / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
  for (const [label, minor, f] of [
    ['Subtotal', invoice.subtotalMinor, font],
    [`Tax (${rate})`, invoice.taxMinor, font],
    ['Total', invoice.totalMinor, bold],
  ] as const) {
    y -= 16;
    right(page, label, 460, y, 10, f);
    right(page, money(minor), A4.width - MARGIN, y, 10, f);
  }
  y -= 40;
  text(
    page,
    invoice.status === 'paid'
      ? 'Paid with thanks.'
      : `Please pay ${money(invoice.totalMinor)} by ${dayIn(invoice.dueOn, account.locale)}.`,
    MARGIN,
    y,
    10,
    font,
    MUTED,
  );
  return doc.save();
}
