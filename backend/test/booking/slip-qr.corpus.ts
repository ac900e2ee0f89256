import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeQrTexts } from '../../src/modules/booking/slip-check/qr-image.decoder';
import { isSlipShaped, readSlipPayloads } from '../../src/modules/booking/slip-check/slip-qr.payload';
import { readableSlip, unusableSlip } from './support/slip-corpus';

/**
 * Issue 21's corpus: 200 generated slips with a real verification QR (sizes, rotations up to 15°,
 * JPEG qualities, blur, keystone), plus images with no QR, a PromptPay payment QR and a bad CRC.
 * Made in memory and decoded in a loop; a miss is written to test-output/slip-corpus to look at.
 */
const READABLE = 200;
const UNUSABLE = 6;
const check = async (image: Buffer) => {
  const { texts, unreadable } = await decodeQrTexts(image, isSlipShaped);
  return readSlipPayloads(texts, unreadable);
};

describe('slip QR decoding over a generated corpus', () => {
  jest.setTimeout(600_000);

  it('finds the right transRef in at least 95% of readable slips and never a wrong one', async () => {
    const misses: string[] = [];
    const wrong: string[] = [];
    for (let seed = 1; seed <= READABLE; seed++) {
      const slip = await readableSlip(seed);
      const { qr } = await check(slip.image);
      if (qr === null) misses.push(`${slip.name} ${JSON.stringify(slip.look)}`);
      else if (qr.transRef !== slip.expected?.transRef || qr.sendingBank !== slip.expected.sendingBank) wrong.push(slip.name);
      if (qr?.transRef !== slip.expected?.transRef) keep(slip.name, slip.image);
    }
    expect(wrong).toEqual([]);
    // At most 5% missed; past that the failure lists every miss with its look.
    expect(misses.length <= READABLE * 0.05 ? [] : misses).toEqual([]);
  });

  it.each(['noQr', 'notSlipQr', 'badCrc'] as const)('reports %s and no reference for images without a usable slip QR', async (kind) => {
    const reasons: string[] = [];
    for (let seed = 1; seed <= UNUSABLE; seed++) {
      const slip = await unusableSlip(kind, 1000 + seed);
      const result = await check(slip.image);
      if (result.qr !== null || result.reason !== kind) keep(slip.name, slip.image);
      reasons.push(result.qr === null ? result.reason : `qr ${result.qr.transRef}`);
    }
    expect(reasons).toEqual(Array(UNUSABLE).fill(kind));
  });
});

function keep(name: string, image: Buffer): void {
  const dir = join(__dirname, '../../../test-output/slip-corpus');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.img`), image);
}
