import type { SlipQrCheck } from '@baan-talay/contracts';
import { parse, validate } from 'promptparse';

/** The API id tag 00.00 holds in a bank slip's verification QR. */
const SLIP_API_ID = '000001';

/**
 * A slip verification payload, its CRC right or not: once one is decoded no other attempt can do
 * better (a bad CRC stays bad however the image is retried).
 */
export const isSlipShaped = (text: string): boolean => parse(text, false)?.getTagValue('00', '00') === SLIP_API_ID;

/**
 * What the QR texts found on a slip say, best first: a slip verification payload with a good CRC
 * (promptparse checks it), else the reason none is usable. `unreadable`: a QR symbol was seen but
 * could not be decoded.
 */
export function readSlipPayloads(texts: readonly string[], unreadable: boolean): SlipQrCheck {
  for (const text of texts) {
    // No CRC auto-fix: a slip whose CRC is wrong is exactly what the owner should look at by hand.
    const qr = validate.slipVerify(text, false);
    if (qr) return { qr: { sendingBank: qr.sendingBank, transRef: qr.transRef } };
  }
  if (texts.some(isSlipShaped)) return { qr: null, reason: 'badCrc' };
  if (texts.length > 0) return { qr: null, reason: 'notSlipQr' };
  return { qr: null, reason: unreadable ? 'unreadable' : 'noQr' };
}
