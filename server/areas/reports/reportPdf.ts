// A report as a PDF (RPT-02, C-137 and the exports; decision 0106), made with pdf-lib on the
// server, no browser: the account's name, the period, a bar chart of the calls per day by
// direction and a line of the answered calls, drawn as vector shapes, then the table, page after
// page. Text uses the standard Helvetica, so characters outside its Latin set are replaced.
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { Period, ReportAccount } from './period';
import type { ReportTable } from './reportTables';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const INK = rgb(0.12, 0.13, 0.16);
const MUTED = rgb(0.38, 0.4, 0.45);
const RULE = rgb(0.85, 0.86, 0.88);
/** The screens' chart colours (inbound, outbound, internal; answered). */
const SERIES = [rgb(0.16, 0.38, 0.78), rgb(0.0, 0.55, 0.47), rgb(0.58, 0.36, 0.72)];
const ANSWERED = rgb(0.85, 0.45, 0.05);

/** Text Helvetica (WinAnsi) can draw: other characters become '?'. */
const drawable = (text: string) => text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

export async function reportPdf(
  account: ReportAccount,
  period: Period,
  table: ReportTable,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${table.title} – ${account.name}`.replace('–', '-'));
  doc.setProducer('Switchboard');
  doc.setCreationDate(new Date(Date.parse(`${period.to}T00:00:00Z`)));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page = doc.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const text = (p: PDFPage, t: string, x: number, at: number, size: number, f: PDFFont = font, color = INK) =>
    p.drawText(drawable(t), { x, y: at, size, font: f, color });

  text(page, drawable(account.name), MARGIN, y - 16, 16, bold);
  text(
    page,
    `${table.title}: ${period.from} to ${period.to} (${period.timeZone})`,
    MARGIN,
    y - 34,
    11,
    font,
    MUTED,
  );
  y -= 56;

  if (table.perDay && table.perDay.length > 0) {
    y = drawChart(page, font, table.perDay, y);
  }

  // The table: columns share the width; a new page when the rows reach the bottom margin.
  const width = A4.width - 2 * MARGIN;
  const columnWidth = width / table.columns.length;
  const rowHeight = 14;
  const header = (p: PDFPage, at: number) => {
    table.columns.forEach((c, i) => {
      text(p, clip(c.header, bold, 8, columnWidth - 4), MARGIN + i * columnWidth, at, 8, bold);
    });
    p.drawLine({
      start: { x: MARGIN, y: at - 3 },
      end: { x: MARGIN + width, y: at - 3 },
      thickness: 0.5,
      color: RULE,
    });
  };
  header(page, y);
  y -= rowHeight;
  for (const row of table.rows) {
    if (y < MARGIN) {
      page = doc.addPage([A4.width, A4.height]);
      y = A4.height - MARGIN - 10;
      header(page, y);
      y -= rowHeight;
    }
    table.columns.forEach((c, i) => {
      const value = row[c.key];
      text(
        page,
        clip(value === null || value === undefined ? '' : String(value), font, 8, columnWidth - 4),
        MARGIN + i * columnWidth,
        y,
        8,
      );
    });
    y -= rowHeight;
  }
  return doc.save();
}

/** A text cut to fit a width, with an ellipsis of three dots. */
function clip(t: string, font: PDFFont, size: number, width: number): string {
  let s = drawable(t);
  if (font.widthOfTextAtSize(s, size) <= width) return s;
  while (s.length > 1 && font.widthOfTextAtSize(`${s}...`, size) > width) s = s.slice(0, -1);
  return `${s}...`;
}

/** Stacked bars of the calls per day by direction, the answered calls as a line; answers the y below it. */
function drawChart(
  page: PDFPage,
  font: PDFFont,
  perDay: NonNullable<ReportTable['perDay']>,
  top: number,
): number {
  const height = 160;
  const width = A4.width - 2 * MARGIN;
  const bottom = top - height;
  const max = Math.max(1, ...perDay.map((d) => d.inbound + d.outbound + d.internal));
  const slot = width / perDay.length;
  const barWidth = Math.max(1, slot * 0.7);
  page.drawLine({
    start: { x: MARGIN, y: bottom },
    end: { x: MARGIN + width, y: bottom },
    thickness: 0.5,
    color: MUTED,
  });
  perDay.forEach((d, i) => {
    let base = bottom;
    [d.inbound, d.outbound, d.internal].forEach((value, s) => {
      const h = (value / max) * (height - 20);
      if (h > 0)
        page.drawRectangle({ x: MARGIN + i * slot, y: base, width: barWidth, height: h, color: SERIES[s] });
      base += h;
    });
  });
  for (let i = 1; i < perDay.length; i++) {
    const at = (k: number) => ({
      x: MARGIN + k * slot + barWidth / 2,
      y: bottom + (perDay[k].answered / max) * (height - 20),
    });
    page.drawLine({ start: at(i - 1), end: at(i), thickness: 1.2, color: ANSWERED });
  }
  page.drawText(`max ${max} calls a day`, { x: MARGIN, y: top - 8, size: 7, font, color: MUTED });
  const legend = [
    ['Inbound', SERIES[0]],
    ['Outbound', SERIES[1]],
    ['Internal', SERIES[2]],
    ['Answered', ANSWERED],
  ] as const;
  legend.forEach(([name, color], i) => {
    const x = MARGIN + i * 90;
    page.drawRectangle({ x, y: bottom - 16, width: 8, height: 8, color });
    page.drawText(name, { x: x + 12, y: bottom - 15, size: 8, font, color: INK });
  });
  return bottom - 36;
}
