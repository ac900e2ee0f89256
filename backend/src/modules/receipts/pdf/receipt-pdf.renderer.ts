import { formatCalendarDate, formatMoney, formatThaiDateTime } from '../localized-format';
import { RECEIPT_TEXTS } from '../receipt-texts';
import type { ReceiptData } from '../receipt.model';
import { writePaymentSchedule } from './payment-schedule-section';
import { labelled, newDocument, paragraph, rule, tableRow, ACCENT } from './pdf-layout';

/**
 * Renders a one-booking receipt as an A4 PDF in the receipt's language. Its dates are the issue
 * instant and pdfkit derives the file ID from them, so the same data gives the same bytes.
 */
export function renderReceiptPdf(receipt: ReceiptData): Promise<Buffer> {
  const t = RECEIPT_TEXTS[receipt.language];
  // Until the villa has seen the money, calling it a receipt would promise too much.
  const title = receipt.status === 'confirmed' ? t.title : t.summaryTitle;
  const { doc, done } = newDocument({
    info: { Title: `${title} ${receipt.reference}`, Author: receipt.villaName, CreationDate: receipt.issuedAt, ModDate: receipt.issuedAt },
    lang: receipt.language,
  });

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
    [t.rooms, String(receipt.rooms)],
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
  if (receipt.taxesAndFees !== 0) tableRow(doc, t.taxesAndFees, formatMoney(receipt.taxesAndFees), 'regular');
  // What is left is an admin's change of the price.
  const adjustment = receipt.total - receipt.nights.reduce((sum, night) => sum + night.price, 0) - receipt.taxesAndFees;
  if (adjustment !== 0) tableRow(doc, t.adjustment, formatMoney(adjustment), 'regular');
  rule(doc);
  tableRow(doc, t.total, formatMoney(receipt.total), 'bold', 14);
  if (receipt.savings > 0) paragraph(doc, t.youSave(formatMoney(receipt.savings)), { size: 11, color: ACCENT });
  if (receipt.payment) writePaymentSchedule(doc, receipt.payment, receipt.language);

  doc.moveDown(1.5);
  if (receipt.taxesAndFees === 0) paragraph(doc, t.taxesIncluded, { size: 10, color: '#555555' });
  if (receipt.status !== 'confirmed') paragraph(doc, t.notYetPaid, { size: 10, color: '#555555' });
  doc.end();
  return done;
}

