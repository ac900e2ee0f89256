import { bahttext } from 'bahttext';
import type { BookingDocumentKind, BuyerDetailsDto, Language, SellerDetails, TaxSplit } from '@baan-talay/contracts';
import { todayInBangkok } from '@baan-talay/pricing';
import { DOCUMENT_TEXTS } from '../document-texts';
import { formatCalendarDate, formatMoney } from '../localized-format';
import { ACCENT, labelled, newDocument, paragraph, rule, tableRow } from './pdf-layout';

/** Everything printed on a numbered receipt, tax invoice or credit note, resolved to one language. */
export interface TaxDocumentData {
  language: Language;
  kind: BookingDocumentKind;
  number: string;
  refersToNumber: string | null;
  issuedAt: Date;
  villaName: string;
  reference: string;
  /** Null, or without a tax id: a plain numbered receipt. */
  seller: SellerDetails | null;
  /** The buyer the guest gave, else their name alone. */
  buyer: BuyerDetailsDto;
  checkIn: string;
  checkOut: string;
  nights: number;
  /** The document's amount split, in satang. */
  split: TaxSplit;
  serviceChargePercent: number;
  serviceChargeIncluded: boolean;
  vatPercent: number;
  vatIncluded: boolean;
  method: string;
}

const satang = (amount: number): string => formatMoney(amount / 100);

function title(data: TaxDocumentData): string {
  const t = DOCUMENT_TEXTS[data.language];
  if (data.kind === 'credit_note') return t.creditNote;
  return data.seller?.taxId ? t.taxInvoice : t.receipt;
}

/**
 * Renders a document as an A4 PDF. The same data gives the same bytes: the PDF's dates are the
 * document's issue instant and its file ID is derived from them (pdfkit hashes the info), so
 * nothing of the moment of rendering gets in.
 */
export function renderTaxDocumentPdf(data: TaxDocumentData): Promise<Buffer> {
  const t = DOCUMENT_TEXTS[data.language];
  const heading = title(data);
  const { doc, done } = newDocument({
    info: { Title: `${heading} ${data.number}`, Author: data.villaName, CreationDate: data.issuedAt, ModDate: data.issuedAt },
    lang: data.language,
  });
  const seller = data.seller;
  const sellerName = seller?.legalName[data.language] || seller?.legalName.th || seller?.legalName.en || data.villaName;
  paragraph(doc, sellerName, { font: 'bold', size: 18, color: ACCENT });
  const sellerAddress = seller?.address[data.language] || seller?.address.th || '';
  if (sellerAddress) paragraph(doc, sellerAddress, { size: 10 });
  if (seller?.taxId) paragraph(doc, `${t.taxId} ${seller.taxId} · ${t.branch(seller.branch)}`, { size: 10 });
  doc.moveDown(0.6);
  paragraph(doc, `${heading} (${t.original})`, { font: 'bold', size: 15 });
  doc.moveDown(0.4);

  const date = formatCalendarDate(todayInBangkok(data.issuedAt), data.language);
  const rows: Array<[string, string]> = [
    [t.number, data.number],
    [t.date, date],
    ...(data.refersToNumber ? [[t.refersTo, data.refersToNumber] as [string, string]] : []),
    [t.reference, data.reference],
    [t.buyer, data.buyer.name],
    ...(data.buyer.address ? [['', data.buyer.address] as [string, string]] : []),
    ...(data.buyer.taxId ? [[t.taxId, `${data.buyer.taxId} · ${t.branch(data.buyer.branch || '00000')}`] as [string, string]] : []),
  ];
  for (const [label, value] of rows) labelled(doc, label, value);

  doc.moveDown(0.8);
  tableRow(doc, t.description, t.amount, 'bold');
  rule(doc);
  const stay = t.stay(formatCalendarDate(data.checkIn, data.language), formatCalendarDate(data.checkOut, data.language), data.nights);
  const { split } = data;
  const credit = data.kind === 'credit_note';
  paragraph(doc, credit ? t.refundOf(data.reference) : stay, { size: 11 });
  tableRow(doc, t.netAmount, satang(split.net), 'regular');
  if (data.serviceChargePercent > 0) tableRow(doc, t.serviceCharge(data.serviceChargePercent, data.serviceChargeIncluded), satang(split.serviceCharge), 'regular');
  if (data.vatPercent > 0 || seller?.taxId) tableRow(doc, t.vat(data.vatPercent, data.vatIncluded), satang(split.vat), 'regular');
  rule(doc);
  tableRow(doc, credit ? t.totalRefunded : t.total, satang(split.total), 'bold', 13);
  // Thai documents state the amount in words; bahttext reads satang too ("…บาท…สตางค์").
  labelled(doc, t.amountInWords, `(${bahttext(split.total / 100)})`);
  doc.moveDown(0.6);
  labelled(doc, credit ? t.refundedBy : t.paidBy, t.methods[data.method as keyof typeof t.methods] ?? data.method);
  doc.end();
  return done;
}
