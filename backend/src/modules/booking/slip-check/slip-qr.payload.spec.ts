import { generate } from 'promptparse';
import { readSlipPayloads } from './slip-qr.payload';

const slip = generate.slipVerify({ sendingBank: '014', transRef: '015123ABC456' });
const badCrc = `${slip.slice(0, -4)}${slip.endsWith('0000') ? '0001' : '0000'}`;
const promptPay = generate.anyId({ type: 'MSISDN', target: '0812345678', amount: 1500 });

describe('readSlipPayloads', () => {
  it('reads the bank and reference of a slip verification QR, whatever else the image holds', () => {
    expect(readSlipPayloads([promptPay, slip], false)).toEqual({ qr: { sendingBank: '014', transRef: '015123ABC456' } });
  });

  it('says badCrc for a slip payload whose CRC does not match, and never returns its reference', () => {
    expect(readSlipPayloads([badCrc], false)).toEqual({ qr: null, reason: 'badCrc' });
  });

  it('says notSlipQr for a PromptPay payment QR or any other text', () => {
    expect(readSlipPayloads([promptPay, 'https://example.com'], false)).toEqual({ qr: null, reason: 'notSlipQr' });
  });

  it('says unreadable when a symbol was seen but not decoded, noQr when none was', () => {
    expect(readSlipPayloads([], true)).toEqual({ qr: null, reason: 'unreadable' });
    expect(readSlipPayloads([], false)).toEqual({ qr: null, reason: 'noQr' });
  });
});
