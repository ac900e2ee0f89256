import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type PDFKitDocument from 'pdfkit';
import { formatCalendarDate, formatMoney, formatThaiDateTime } from '../localized-format';
import { RECEIPT_TEXTS } from '../receipt-texts';
import type { ReceiptData } from '../receipt.model';
import { wrapWords } from './word-wrap';

/**
 * backend/assets/fonts, found from this file whether it runs from source (backend/src/…) or from the
 * build (dist/backend/backend/src/…, with backend/assets beside dist as in the image).
 */
function fontsDir(): string {
  for (let dir = __dirname; ; dir = dirname(dir)) {
    const candidate = join(dir, 'backend/assets/fonts');
    if (existsSync(join(candidate, 'Sarabun-Regular.ttf'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`backend/assets/fonts not found above ${__dirname}`);
  }
}

// Sarabun as full TTFs (not woff2, which fontkit cannot read) with Thai glyphs, so Thai is embedded
// and shaped; vendored with their OFL licence (backend/assets/fonts/README.md). Read once: every
// receipt embeds a subset of them.
const FONTS = fontsDir();
const FONT_REGULAR = readFileSync(join(FONTS, 'Sarabun-Regular.ttf'));
const FONT_BOLD = readFileSync(join(FONTS, 'Sarabun-Bold.ttf'));

const MARGIN = 50;
const LABEL_WIDTH = 150;
const ACCENT = '#0f6e7a';

type Doc = PDFKit.PDFDocument;

/**
 * pdfkit (with fontkit and its Unicode tables) loads on the first receipt rendered: a second of
 * start-up that a server which renders no receipt yet need not pay.
 */
let pdfDocument: typeof PDFKitDocument | undefined;
const PDFDocumentClass = (): typeof PDFKitDocument => (pdfDocument ??= require('pdfkit') as typeof PDFKitDocument);

/** Renders a one-booking receipt as an A4 PDF in the receipt's language. */
export function renderReceiptPdf(receipt: ReceiptData): Promise<Buffer> {
  const PDFDocument = PDFDocumentClass();
  const t = RECEIPT_TEXTS[receipt.language];
  // Until the villa has seen the money, calling it a receipt would promise too much.
  const title = receipt.status === 'confirmed' ? t.title : t.summaryTitle;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${title} ${receipt.reference}`, Author: receipt.villaName },
    lang: receipt.language,
  });
  const done = collect(doc);
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  // Thai stacks marks above and below the line: a little air keeps them off the next line.
  doc.lineGap(2);

  paragraph(doc, receipt.villaName, { font: 'bold', size: 20, color: ACCENT });
  paragraph(doc, `${title} · ${receipt.reference}`, { font: 'bold', size: 14 });
  doc.moveDown(0.8);

  const stay = `${formatCalendarDate(receipt.checkIn, receipt.language)} – ${formatCalendarDate(receipt.checkOut, receipt.language)}`;
  const rows: Array<[string, string]> = [
    [t.reference, receipt.reference],
    [t.guest, receipt.guestName],
    ...(receipt.guestEmail ? [[t.email, receipt.guestEmail] as [string, string]] : []),
    [t.checkIn, formatCalendarDate(receipt.checkIn, receipt.language)],
    [t.checkOut, formatCalendarDate(receipt.checkOut, receipt.language)],
    [t.nights(receipt.nights.length), stay],
    [t.paymentMethod, t.paymentMethods[receipt.paymentMethod]],
    [t.status, t.statuses[receipt.status]],
    [t.issuedAt, formatThaiDateTime(receipt.issuedAt, receipt.language)],
  ];
  for (const [label, value] of rows) labelled(doc, label, value);

  doc.moveDown(1);
  tableRow(doc, t.night, t.price, 'bold');
  rule(doc);
  for (const night of receipt.nights) {
    tableRow(doc, formatCalendarDate(night.date, receipt.language), formatMoney(night.price), 'regular');
  }
  const adjustment = receipt.total - receipt.nights.reduce((sum, night) => sum + night.price, 0);
  if (adjustment !== 0) tableRow(doc, t.adjustment, formatMoney(adjustment), 'regular');
  rule(doc);
  tableRow(doc, t.total, formatMoney(receipt.total), 'bold', 14);

  doc.moveDown(1.5);
  paragraph(doc, t.taxesIncluded, { size: 10, color: '#555555' });
  if (receipt.status !== 'confirmed') paragraph(doc, t.notYetPaid, { size: 10, color: '#555555' });
  doc.end();
  return done;
}

function collect(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

function contentWidth(doc: Doc): number {
  return doc.page.width - MARGIN * 2;
}

/** Writes lines we wrapped ourselves (pdfkit's own wrapper only breaks at spaces, wrong for Thai). */
function writeLines(doc: Doc, lines: string[], x: number, width: number, align: 'left' | 'right' = 'left'): void {
  for (const line of lines) {
    ensureRoom(doc, doc.currentLineHeight(true));
    doc.text(line, x, doc.y, { width, align, lineBreak: false });
  }
}

function paragraph(doc: Doc, text: string, style: { font?: string; size?: number; color?: string }): void {
  doc.font(style.font ?? 'regular').fontSize(style.size ?? 11).fillColor(style.color ?? '#000000');
  writeLines(doc, wrapWords(text, contentWidth(doc), (s) => doc.widthOfString(s)), MARGIN, contentWidth(doc));
  doc.fillColor('#000000');
}

function labelled(doc: Doc, label: string, value: string): void {
  ensureRoom(doc, 2 * doc.currentLineHeight(true));
  const top = doc.y;
  doc.font('bold').fontSize(11);
  writeLines(doc, wrapWords(label, LABEL_WIDTH - 10, (s) => doc.widthOfString(s)), MARGIN, LABEL_WIDTH - 10);
  const labelBottom = doc.y;
  doc.y = top;
  doc.font('regular');
  const width = contentWidth(doc) - LABEL_WIDTH;
  writeLines(doc, wrapWords(value, width, (s) => doc.widthOfString(s)), MARGIN + LABEL_WIDTH, width);
  doc.y = Math.max(doc.y, labelBottom) + 2;
}

function tableRow(doc: Doc, left: string, right: string, font: string, size = 11): void {
  doc.font(font).fontSize(size);
  ensureRoom(doc, doc.currentLineHeight(true) + 4);
  const top = doc.y;
  doc.text(left, MARGIN, top, { width: contentWidth(doc) / 2, lineBreak: false });
  doc.text(right, MARGIN + contentWidth(doc) / 2, top, { width: contentWidth(doc) / 2, align: 'right', lineBreak: false });
  doc.y = top + doc.currentLineHeight(true) + 4;
}

function rule(doc: Doc): void {
  doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + contentWidth(doc), doc.y).lineWidth(0.5).strokeColor('#999999').stroke();
  doc.y += 4;
}

/** A stay of 30 nights does not fit one page: start a new one rather than draw off the bottom. */
function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
}
