import { isValidPromptPayId, promptPayPayload } from '../../src/modules/receipts/promptpay/promptpay-payload';
import { crc16CcittFalse, parseTlv, verifyEmvPayload } from './support/emv';

describe('PromptPay payload', () => {
  it('computes the reference CRC-16/CCITT-FALSE check value', () => {
    // The catalogued check value of CRC-16/CCITT-FALSE for "123456789".
    expect(crc16CcittFalse('123456789')).toBe(0x29b1);
  });

  it('carries the exact amount, THB, Thailand and a valid CRC for a phone number', () => {
    const payload = promptPayPayload('081-234-5678', 11500);
    const fields = verifyEmvPayload(payload);
    expect(fields.get('01')).toBe('12'); // dynamic: for one payment of this amount
    expect(fields.get('54')).toBe('11500.00');
    expect(Number(fields.get('54'))).toBe(11500);
    expect(fields.get('53')).toBe('764');
    expect(fields.get('58')).toBe('TH');
    const merchant = parseTlv(fields.get('29')!);
    expect(merchant.get('00')).toBe('A000000677010111');
    expect(merchant.get('01')).toBe('0066812345678');
  });

  it('uses the tax-id sub-tag for a 13-digit id', () => {
    const merchant = parseTlv(verifyEmvPayload(promptPayPayload('1234567890123', 900)).get('29')!);
    expect(merchant.get('02')).toBe('1234567890123');
  });

  it('is detected as corrupted when one character changes', () => {
    const payload = promptPayPayload('0812345678', 5000);
    const tampered = payload.replace('5000.00', '5001.00');
    expect(() => verifyEmvPayload(tampered)).toThrow(/CRC/);
  });

  it('refuses ids that are not PromptPay targets and amounts that are not positive', () => {
    expect(isValidPromptPayId('0812345678')).toBe(true);
    expect(isValidPromptPayId('12345')).toBe(false);
    expect(isValidPromptPayId('8123456789')).toBe(false);
    expect(() => promptPayPayload('abc', 100)).toThrow();
    expect(() => promptPayPayload('0812345678', 0)).toThrow();
  });
});
