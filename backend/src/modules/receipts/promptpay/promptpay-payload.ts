import { promptPayDigits } from '@baan-talay/contracts';
import { generate } from 'promptparse';
import QRCode from 'qrcode';

/**
 * A PromptPay target: a Thai mobile number (10 digits), a national or tax id (13) or an e-wallet
 * id (15). Separators are allowed, as people type them.
 */
export function isValidPromptPayId(id: string): boolean {
  return promptPayDigits(id) !== null;
}

/** The EMVCo merchant-presented payload (dynamic, with the exact amount) for a PromptPay transfer. */
export function promptPayPayload(promptPayId: string, amountThb: number): string {
  const target = promptPayDigits(promptPayId);
  if (target === null) throw new Error(`Not a PromptPay id: ${promptPayId}`);
  if (!(amountThb > 0)) throw new Error(`A PromptPay amount must be positive, not ${amountThb}`);
  // promptparse, which also reads the QR of uploaded slips: one library for the format.
  return generate.anyId({ type: target.length === 10 ? 'MSISDN' : target.length === 13 ? 'NATID' : 'EWALLETID', target, amount: amountThb });
}

/** The payload as a PNG data URL, large enough to scan from a phone screen. */
export function qrPngDataUrl(payload: string): Promise<string> {
  return QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 360 });
}
