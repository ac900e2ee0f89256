import sharp from 'sharp';
import { parentPort } from 'node:worker_threads';
import { decodeQrTexts } from './qr-image.decoder';
import { isSlipShaped, readSlipPayloads } from './slip-qr.payload';

/** One worker thread of SlipDecodePool: decodes one slip at a time and answers its SlipQrCheck. */
// libvips would otherwise use a thread per core for each image: one slip takes one core at most.
sharp.concurrency(1);

parentPort?.on('message', async ({ id, data }: { id: number; data: Uint8Array }) => {
  try {
    const { texts, unreadable } = await decodeQrTexts(Buffer.from(data.buffer, data.byteOffset, data.byteLength), isSlipShaped);
    parentPort?.postMessage({ id, check: readSlipPayloads(texts, unreadable) });
  } catch (error) {
    parentPort?.postMessage({ id, error: (error as Error).message });
  }
});
