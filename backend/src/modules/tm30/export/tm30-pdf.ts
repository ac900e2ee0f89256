import type { Language } from '@baan-talay/contracts';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, parse } from 'node:path';
import type PDFKitDocument from 'pdfkit';
import { tm30Header, tm30Rows } from './tm30-export';

type Stays = Parameters<typeof tm30Rows>[0];

/** The Sarabun TTFs the receipts embed (backend/assets/fonts), from source or from the build. */
function sarabun(weight: 'Regular' | 'Bold'): Buffer {
  let dir = __dirname;
  while (!existsSync(join(dir, 'backend/assets/fonts', `Sarabun-${weight}.ttf`))) {
    if (dir === parse(dir).root) throw new Error(`backend/assets/fonts not found above ${__dirname}`);
    dir = dirname(dir);
  }
  return readFileSync(join(dir, 'backend/assets/fonts', `Sarabun-${weight}.ttf`));
}

const TITLE: Record<Language, string> = { th: 'รายชื่อคนต่างด้าวเข้าพัก (ตม.30)', en: 'Foreigners staying (TM30)' };
/** Relative widths of the columns (No., passport … reference) across the landscape page. */
const WIDTHS = [3, 9, 12, 10, 7, 10, 5, 8, 8, 8, 10];

/** A printable A4 landscape table of the TM30 rows, Thai text embedded and shaped. */
export function renderTm30Pdf(stays: Stays, language: Language, villaName: string, generatedAt: string): Promise<Buffer> {
  const PDFDocument = require('pdfkit') as typeof PDFKitDocument;
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36, info: { Title: TITLE[language], Author: villaName }, lang: language });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', sarabun('Regular'));
  doc.registerFont('bold', sarabun('Bold'));
  doc.font('bold').fontSize(16).text(`${villaName} · ${TITLE[language]}`);
  doc.font('regular').fontSize(9).fillColor('#5b6770').text(generatedAt).fillColor('#000000').moveDown(0.8);

  const width = doc.page.width - 72;
  const total = WIDTHS.reduce((a, b) => a + b, 0);
  const xs = WIDTHS.reduce<number[]>((at, w, i) => [...at, at[i] + (w / total) * width], [36]);
  const row = (cells: string[], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(9);
    const height = Math.max(...cells.map((text, i) => doc.heightOfString(text, { width: xs[i + 1] - xs[i] - 4 }))) + 6;
    if (doc.y + height > doc.page.height - 36) doc.addPage();
    const top = doc.y;
    cells.forEach((text, i) => doc.text(text, xs[i] + 2, top + 3, { width: xs[i + 1] - xs[i] - 4 }));
    doc.moveTo(36, top + height).lineTo(36 + width, top + height).strokeColor('#c9d3d6').stroke();
    doc.x = 36;
    doc.y = top + height;
  };
  row(tm30Header(language), 'bold');
  for (const cells of tm30Rows(stays, language)) row(cells, 'regular');
  doc.end();
  return done;
}
