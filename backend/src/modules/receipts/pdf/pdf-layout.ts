import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type PDFKitDocument from 'pdfkit';
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

export const MARGIN = 50;
const LABEL_WIDTH = 150;
export const ACCENT = '#0f6e7a';

export type Doc = PDFKit.PDFDocument;

/**
 * pdfkit (with fontkit and its Unicode tables) loads on the first receipt rendered: a second of
 * start-up that a server which renders no receipt yet need not pay.
 */
let pdfDocument: typeof PDFKitDocument | undefined;
const PDFDocumentClass = (): typeof PDFKitDocument => (pdfDocument ??= require('pdfkit') as typeof PDFKitDocument);

/** A new A4 document with the Sarabun faces registered as 'regular' and 'bold'. */
export function newDocument(options: PDFKit.PDFDocumentOptions): { doc: Doc; done: Promise<Buffer> } {
  const PDFDocument = PDFDocumentClass();
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, ...options });
  const done = collect(doc);
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  // Thai stacks marks above and below the line: a little air keeps them off the next line.
  doc.lineGap(2);
  return { doc, done };
}

export function collect(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

export function contentWidth(doc: Doc): number {
  return doc.page.width - MARGIN * 2;
}

/** Writes lines we wrapped ourselves (pdfkit's own wrapper only breaks at spaces, wrong for Thai). */
export function writeLines(doc: Doc, lines: string[], x: number, width: number, align: 'left' | 'right' = 'left'): void {
  for (const line of lines) {
    ensureRoom(doc, doc.currentLineHeight(true));
    doc.text(line, x, doc.y, { width, align, lineBreak: false });
  }
}

export function paragraph(doc: Doc, text: string, style: { font?: string; size?: number; color?: string }): void {
  doc.font(style.font ?? 'regular').fontSize(style.size ?? 11).fillColor(style.color ?? '#000000');
  writeLines(doc, wrapWords(text, contentWidth(doc), (s) => doc.widthOfString(s)), MARGIN, contentWidth(doc));
  doc.fillColor('#000000');
}

export function labelled(doc: Doc, label: string, value: string): void {
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

export function tableRow(doc: Doc, left: string, right: string, font: string, size = 11): void {
  doc.font(font).fontSize(size);
  ensureRoom(doc, doc.currentLineHeight(true) + 4);
  const top = doc.y;
  doc.text(left, MARGIN, top, { width: contentWidth(doc) / 2, lineBreak: false });
  doc.text(right, MARGIN + contentWidth(doc) / 2, top, { width: contentWidth(doc) / 2, align: 'right', lineBreak: false });
  doc.y = top + doc.currentLineHeight(true) + 4;
}

export function rule(doc: Doc): void {
  doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + contentWidth(doc), doc.y).lineWidth(0.5).strokeColor('#999999').stroke();
  doc.y += 4;
}

/** A stay of 30 nights does not fit one page: start a new one rather than draw off the bottom. */
export function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
}
