import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';

/** QR texts found in an image; `unreadable`: a symbol was located but none of its reads decoded. */
export interface DecodedQrTexts {
  texts: string[];
  unreadable: boolean;
}

// The wasm ships inside the package; without wasmBinary zxing-wasm would fetch it from a CDN.
let prepared = false;
function prepare(): void {
  if (prepared) return;
  const wasm = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
  prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) }, fireImmediately: true });
  prepared = true;
}

const READER: ReaderOptions = { formats: ['QRCode'], tryHarder: true, tryRotate: false, tryInvert: false, tryDownscale: true, returnErrors: true, maxNumberOfSymbols: 4 };

/** Longest side a slip is decoded at: a phone photo of 4000 px holds no detail the QR needs beyond this. */
const MAX_SIDE = 1920;

/** sharp's own refusal, behind the upload's smaller SLIP_MAX_PIXELS check (slip-check.service.ts). */
const MAX_INPUT_PIXELS = 50_000_000;

type Variant = (image: sharp.Sharp) => sharp.Sharp;

/**
 * The image as is, then scaled down and contrast-stretched (noise and blur shrink with it; the
 * cheapest retry, so it comes first), contrast-stretched and sharpened at full size (a dim or soft
 * photo), scaled up to 1600 px (a small screenshot), and turned by a few degrees (a keystoned QR's
 * finder patterns line up better). A QR's finder patterns are found at any angle, so zxing's
 * quarter turns (for linear codes) are not tried, nor inverted reads: slips are dark on light.
 */
const VARIANTS: Variant[] = [
  (image) => image, // the pixels as decoded
  (image) => image.resize({ width: 720, height: 720, fit: 'inside' }).normalise(),
  (image) => image.normalise().sharpen({ sigma: 1.2 }),
  (image) => image.resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: false }).sharpen(),
  (image) => image.rotate(10, { background: '#ffffff' }).normalise(),
];

/**
 * Decodes the QR codes of a JPG or PNG with zxing-wasm on pixels decoded by sharp, trying the
 * variants in turn until `enough` says a text is the one wanted. Throws on a file sharp cannot read.
 */
export async function decodeQrTexts(data: Buffer, enough: (text: string) => boolean): Promise<DecodedQrTexts> {
  prepare();
  // EXIF orientation applied once (phone photos are often stored sideways), then every variant
  // starts from these RGBA pixels.
  const upright = await sharp(data, { failOn: 'none', limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const texts = new Set<string>();
  let unreadable = false;
  for (const [index, variant] of VARIANTS.entries()) {
    const { data: pixels, info } =
      index === 0 ? upright : await variant(sharp(upright.data, { raw: upright.info })).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const image = { data: new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.length), width: info.width, height: info.height, colorSpace: 'srgb' as const };
    for (const result of await readBarcodes(image, READER)) {
      if (result.isValid) texts.add(result.text);
      else unreadable = true;
    }
    if ([...texts].some(enough)) break;
  }
  return { texts: [...texts], unreadable: unreadable && texts.size === 0 };
}
