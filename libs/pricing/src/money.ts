/**
 * The one money formatter: THB written ฿ with Latin digits in both languages (th-TH's grouping is
 * the same as en-GB's). The medium picks the decimals: the site shows whole baht (`฿12,000`, prices
 * are whole THB, DESIGN §3), receipts and e-mails show satang (`฿12,000.00`) as a Thai receipt does.
 */
const formats = new Map<number, Intl.NumberFormat>();

export function formatBaht(amount: number, decimals: 0 | 2 = 0): string {
  let format = formats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB', minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formats.set(decimals, format);
  }
  return format.format(amount);
}
