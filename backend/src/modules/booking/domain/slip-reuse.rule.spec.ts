import { slipFingerprints } from './slip-reuse.rule';

describe('slipFingerprints', () => {
  it('identifies a slip by its content, and by its transfer reference when its QR was read', () => {
    expect(slipFingerprints({ sha256: 'abc', qr: { sendingBank: '004', transRef: 'R1' } })).toEqual([
      { kind: 'sha256', value: 'abc' },
      { kind: 'transRef', value: 'R1' },
    ]);
    expect(slipFingerprints({ sha256: 'abc', qr: null })).toEqual([{ kind: 'sha256', value: 'abc' }]);
  });
});
