import sharp from 'sharp';
import { InvalidImageError, QR_PROFILE, toWebVariants } from './image-processor';
import { detectImageType } from './image-type';

const picture = (format: 'jpeg' | 'png' | 'webp', width = 2400, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .withExif({ IFD0: { Copyright: 'secret camera owner' } })
    .toFormat(format)
    .toBuffer();

describe('detectImageType', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('recognises %s by its bytes', async (format) => {
    expect(detectImageType(await picture(format, 10, 10))).toBe(format);
  });

  it('refuses other content whatever it is called', () => {
    expect(detectImageType(Buffer.from('%PDF-1.7 ...'))).toBeNull();
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('toWebVariants', () => {
  it('renders WebP and AVIF variants from 1920 to 640 wide without metadata', async () => {
    const original = await picture('jpeg');
    expect(original.includes(Buffer.from('secret camera owner'))).toBe(true);
    const variants = await toWebVariants(original, 'beach.jpg');
    expect(variants.map(({ label, width, height }) => ({ label, width, height }))).toEqual([
      { label: 1920, width: 1920, height: 960 },
      { label: 1280, width: 1280, height: 640 },
      { label: 960, width: 960, height: 480 },
      { label: 640, width: 640, height: 320 },
    ]);
    for (const variant of variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(variant.bytes.includes(Buffer.from('secret camera owner'))).toBe(false);
      const avif = await sharp(variant.avif).metadata();
      expect(avif).toMatchObject({ format: 'heif', compression: 'av1', width: variant.width });
      expect(variant.avif!.includes(Buffer.from('secret camera owner'))).toBe(false);
    }
  });

  it('never enlarges a small picture', async () => {
    const variants = await toWebVariants(await picture('png', 800, 600), 'small.png');
    expect(variants.map((v) => v.width)).toEqual([800, 800, 800, 640]);
  });

  it('refuses a file that is not an image, a broken image and one over 5 MB', async () => {
    await expect(toWebVariants(Buffer.from('hello'), 'a.jpg')).rejects.toThrow('File a.jpg is not a JPG, PNG or WebP image');
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    await expect(toWebVariants(broken, 'b.jpg')).rejects.toBeInstanceOf(InvalidImageError);
    await expect(toWebVariants(Buffer.alloc(5 * 1024 * 1024 + 1), 'big.jpg')).rejects.toThrow('File big.jpg exceeds 5MB limit');
  });
});

describe('QR profile', () => {
  it('keeps a QR image lossless and at most 1024 wide', async () => {
    const qr = await sharp({ create: { width: 1500, height: 1500, channels: 3, background: '#ffffff' } })
      .composite([{ input: { create: { width: 500, height: 500, channels: 3, background: '#000000' } }, left: 0, top: 0 }])
      .png()
      .toBuffer();
    const [variant] = await toWebVariants(qr, 'qr.png', QR_PROFILE);
    expect(variant.width).toBe(1024);
    // A lossless WebP is a VP8L bitstream; lossy photos are VP8.
    expect(variant.bytes.toString('latin1', 12, 16)).toBe('VP8L');
    const [photo] = await toWebVariants(await picture('jpeg'), 'photo.jpg');
    expect(photo.bytes.toString('latin1', 12, 16)).toBe('VP8 ');
  });
});
