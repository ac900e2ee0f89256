import { ADMIN_TOKEN_KEY } from '../../../lib/api';

/** Downloads one of the TM30 exports as the server writes it (a CSV's BOM kept, a PDF as is). */
export async function downloadTm30Export(format: 'csv' | 'pdf', language: 'th' | 'en'): Promise<void> {
  const token = localStorage.getItem(ADMIN_TOKEN_KEY);
  const response = await fetch(`/api/admin/tm30/export.${format}?lang=${language}`, { credentials: 'include', headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`The TM30 export answered ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: `tm30-${new Date().toISOString().slice(0, 10)}.${format}` });
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
