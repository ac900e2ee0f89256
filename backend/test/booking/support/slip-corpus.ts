import { generate } from 'promptparse';
import QRCode from 'qrcode';
import sharp from 'sharp';

/** Banks the corpus draws from (codes of libs/contracts THAI_BANKS). */
const BANKS = ['002', '004', '006', '011', '014', '025', '030', '069', '022', '024', '034', '067', '073'];

/** Deterministic randomness (mulberry32): a failing image can be made again from its seed. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A transaction reference shaped like the banks' (date digits, then letters and digits). */
export function transRef(rand: () => number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  const length = 18 + Math.floor(rand() * 8);
  let ref = `0${1 + Math.floor(rand() * 9)}${String(Math.floor(rand() * 1e4)).padStart(4, '0')}`;
  while (ref.length < length) ref += alphabet[Math.floor(rand() * alphabet.length)];
  return ref;
}

export const slipPayload = (sendingBank: string, ref: string): string => generate.slipVerify({ sendingBank, transRef: ref });

/** The same payload with its CRC (the 4 hex digits after tag 91) changed. */
export const withBadCrc = (payload: string): string =>
  payload.slice(0, -4) + ((parseInt(payload.slice(-4), 16) + 1) & 0xffff).toString(16).toUpperCase().padStart(4, '0');

export interface SlipLook {
  /** Image width; the height is 16:9 portrait like a phone screenshot. */
  width: number;
  /** Degrees, either way. */
  rotation: number;
  /** JPEG quality, or null for a PNG. */
  quality: number | null;
  /** Gaussian blur sigma, 0 for none. */
  blur: number;
  /** 0 for a flat scan; up to ~0.15 for a phone held at an angle (top edge narrower). */
  perspective: number;
  /** QR side as a share of the width. */
  qrShare: number;
}

type Raw = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };
const rawOf = async (image: sharp.Sharp): Promise<Raw> => {
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
};
const fromRaw = ({ data, info }: Raw) => sharp(data, { raw: info });

// The receipt's layout is drawn once per width: rendering text is the costly part of making a slip.
const layouts = new Map<number, Promise<Raw>>();
function layout(width: number): Promise<Raw> {
  const height = Math.round((width * 16) / 9);
  const u = width / 1080;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#e9eef5"/>
    <rect x="${50 * u}" y="${140 * u}" width="${980 * u}" height="${1560 * u}" rx="${36 * u}" fill="#ffffff"/>
    <circle cx="${540 * u}" cy="${300 * u}" r="${70 * u}" fill="#1a9e4b"/>
    <text x="${540 * u}" y="${450 * u}" font-size="${56 * u}" text-anchor="middle" font-family="sans-serif" fill="#1a1a1a">Transfer successful</text>
    <text x="${120 * u}" y="${600 * u}" font-size="${38 * u}" font-family="sans-serif" fill="#555">From  MR SOMCHAI J.  xxx-x-x4821-x</text>
    <text x="${120 * u}" y="${700 * u}" font-size="${38 * u}" font-family="sans-serif" fill="#555">To  BAAN TALAY CO., LTD.</text>
    <text x="${120 * u}" y="${860 * u}" font-size="${84 * u}" font-family="sans-serif" fill="#1a1a1a">12,500.00 THB</text>
    <text x="${120 * u}" y="${980 * u}" font-size="${34 * u}" font-family="sans-serif" fill="#777">Fee 0.00 THB · 23 Nov 2026 14:05</text>
    <line x1="${100 * u}" y1="${1060 * u}" x2="${980 * u}" y2="${1060 * u}" stroke="#ddd" stroke-width="${3 * u}"/>
    <text x="${120 * u}" y="${1160 * u}" font-size="${32 * u}" font-family="sans-serif" fill="#777">Scan to verify</text>
  </svg>`;
  if (!layouts.has(width)) layouts.set(width, rawOf(sharp(Buffer.from(svg))));
  return layouts.get(width) as Promise<Raw>;
}

/** A slip-like image (a bank app's transfer receipt) with `qrText` as its mini-QR, or no QR when null. */
export async function slipImage(qrText: string | null, look: SlipLook, rand: () => number): Promise<Buffer> {
  const width = look.width;
  // Each slip differs from every other (as two transfers' receipts do) by a strip of grey bars.
  const bars = Buffer.from(Array.from({ length: 64 * 6 }, (_, i) => (i % 64 < 64 * rand() ? 90 : 250)));
  const marks: sharp.OverlayOptions[] = [{ input: bars, raw: { width: 64, height: 6, channels: 1 }, left: Math.round(width * 0.12), top: Math.round(width * 1.05) }];
  if (qrText !== null) {
    const side = Math.round(width * look.qrShare);
    // Where the bank app puts it varies a little from slip to slip.
    const [left, top] = [Math.round(width * (0.56 + rand() * 0.08)), Math.round((width / 1080) * (1220 + rand() * 60))];
    marks.push({ ...qrPixels(qrText, side), left, top });
  }
  const page = await rawOf(fromRaw(await layout(width)).composite(marks));
  let raw = await rawOf(fromRaw(page).rotate(look.rotation, { background: '#b8b2a6' }));
  if (look.perspective > 0) raw = { data: keystone(raw.data, raw.info.width, raw.info.height, look.perspective), info: raw.info };
  let out = fromRaw(raw);
  if (look.blur > 0) out = out.blur(look.blur);
  return look.quality === null ? out.png().toBuffer() : out.jpeg({ quality: look.quality }).toBuffer();
}

/**
 * The QR symbol `qrcode` encodes, drawn as grey pixels `side` wide with a one-module quiet zone
 * (qrcode's own PNG writer is pure JS and takes most of a second per slip).
 */
function qrPixels(text: string, side: number): { input: Buffer; raw: { width: number; height: number; channels: 1 } } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size + 2;
  const pixels = Buffer.alloc(side * side, 0xff);
  for (let y = 0; y < side; y++) {
    const row = Math.floor((y * count) / side) - 1;
    for (let x = 0; x < side; x++) {
      const column = Math.floor((x * count) / side) - 1;
      if (row >= 0 && column >= 0 && row < modules.size && column < modules.size && modules.get(row, column)) pixels[y * side + x] = 0;
    }
  }
  return { input: pixels, raw: { width: side, height: side, channels: 1 } };
}

/**
 * A phone photo's keystone: the top edge `k` of the width narrower than the bottom, the page shrunk
 * towards the top as a camera tilted back sees it (inverse mapping, nearest pixel, grey outside).
 */
function keystone(src: Buffer, width: number, height: number, k: number): Buffer {
  const out = Buffer.alloc(src.length, 0xa0);
  const cx = width / 2;
  for (let y = 0; y < height; y++) {
    const t = y / height;
    const scale = 1 - k * (1 - t);
    // Rows near the top are squeezed vertically too, as the far edge of a tilted page is.
    const sy = Math.round(height * (t - (k / 2) * t * (1 - t)) * 1);
    if (sy < 0 || sy >= height) continue;
    for (let x = 0; x < width; x++) {
      const sx = Math.round(cx + (x - cx) / scale);
      if (sx < 0 || sx >= width) continue;
      const d = (y * width + x) * 3;
      const s = (sy * width + sx) * 3;
      out[d] = src[s];
      out[d + 1] = src[s + 1];
      out[d + 2] = src[s + 2];
    }
  }
  return out;
}

export interface CorpusSlip {
  name: string;
  image: Buffer;
  /** The reference the QR holds; null for images that must not yield one. */
  expected: { sendingBank: string; transRef: string } | null;
  /** The reason expected when `expected` is null. */
  reason?: 'noQr' | 'notSlipQr' | 'badCrc';
}

/** Looks of slip `i` of the corpus: sizes, angles, JPEG qualities, blur and keystone spread over the set. */
export function lookOf(rand: () => number): SlipLook {
  const widths = [540, 720, 1080];
  return {
    width: widths[Math.floor(rand() * widths.length)],
    rotation: Math.round((rand() * 30 - 15) * 10) / 10,
    quality: rand() < 0.8 ? 35 + Math.floor(rand() * 60) : null,
    blur: rand() < 0.5 ? 0 : 0.4 + rand() * 1.4,
    perspective: rand() < 0.4 ? rand() * 0.15 : 0,
    qrShare: 0.16 + rand() * 0.14,
  };
}

/** One generated slip with a good verification QR (seeded). */
export async function readableSlip(seed: number): Promise<CorpusSlip & { look: SlipLook }> {
  const rand = random(seed);
  const expected = { sendingBank: BANKS[Math.floor(rand() * BANKS.length)], transRef: transRef(rand) };
  const look = lookOf(rand);
  return { name: `slip-${seed}`, look, expected, image: await slipImage(slipPayload(expected.sendingBank, expected.transRef), look, rand) };
}

/** Images that must not yield a reference: no QR, a PromptPay payment QR, a slip QR with a bad CRC. */
export async function unusableSlip(kind: 'noQr' | 'notSlipQr' | 'badCrc', seed: number): Promise<CorpusSlip> {
  const rand = random(seed);
  const look = { ...lookOf(rand), blur: 0, perspective: 0 };
  const text =
    kind === 'noQr'
      ? null
      : kind === 'notSlipQr'
        ? generate.anyId({ type: 'MSISDN', target: `08${String(Math.floor(rand() * 1e8)).padStart(8, '0')}`, amount: 1000 + Math.floor(rand() * 9000) })
        : withBadCrc(slipPayload(BANKS[seed % BANKS.length], transRef(rand)));
  return { name: `${kind}-${seed}`, expected: null, reason: kind, image: await slipImage(text, look, rand) };
}
