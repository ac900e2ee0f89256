import sharp from 'sharp';
import { detectImageType } from './image-type';
import { DomainError } from '../../shared/domain-error';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Larger pictures are refused before decoding (a small file can decode into gigabytes). */
const MAX_INPUT_PIXELS = 50_000_000;

export interface ImageVariant {
  /** The width asked for; the actual width is smaller when the original is smaller. */
  label: number;
  width: number;
  height: number;
  /** WebP. */
  bytes: Buffer;
  /** The same picture in AVIF (about a third smaller), for browsers that take it; none for lossless. */
  avif?: Buffer;
}

/** How an image is rendered for the web. */
export interface WebImageProfile {
  /** Widths to render, largest first. */
  widths: readonly number[];
  /** Lossless keeps every pixel (a QR code must stay scannable); photos are lossy, quality 82. */
  lossless?: boolean;
}

/**
 * Photos (background, slides, rooms): full-width 1920 down to 640 for phones, cards and thumbnails;
 * pages pick one by srcset/sizes (frontend lib/responsive-image.ts knows these widths).
 */
export const PHOTO_PROFILE: WebImageProfile = { widths: [1920, 1280, 960, 640] };
/** A PromptPay QR image: one lossless rendering, at most 1024 wide. */
export const QR_PROFILE: WebImageProfile = { widths: [1024], lossless: true };

/** Not an image we take: a 400 with its code (`image.tooLarge` …) and the file's name. */
export class InvalidImageError extends DomainError {
  constructor(code: string, message: string, params: { name: string }) {
    super('validation', message, { code, params });
    this.name = 'InvalidImageError';
  }
}

/**
 * Checks an upload is a JPEG, PNG or WebP by its content and at most 5 MB, then renders WebP (and,
 * for photos, AVIF) variants: turned upright by its EXIF orientation, never enlarged, and with every bit of
 * metadata (EXIF GPS position, camera, ICC comments) dropped, which sharp does unless told otherwise.
 */
export async function toWebVariants(bytes: Buffer, name: string, profile: WebImageProfile = PHOTO_PROFILE): Promise<ImageVariant[]> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new InvalidImageError('image.tooLarge', `File ${name} exceeds 5MB limit`, { name });
  if (!detectImageType(bytes)) throw new InvalidImageError('image.wrongType', `File ${name} is not a JPG, PNG or WebP image`, { name });
  let image: sharp.Sharp;
  try {
    image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).autoOrient();
    await image.metadata();
  } catch {
    throw new InvalidImageError('image.unreadable', `File ${name} is not a readable image`, { name });
  }
  try {
    return await Promise.all(
      profile.widths.map(async (label) => {
        const resized = image.clone().resize({ width: label, withoutEnlargement: true });
        const [{ data, info }, avif] = await Promise.all([
          resized.clone().webp(profile.lossless ? { lossless: true } : { quality: 82 }).toBuffer({ resolveWithObject: true }),
          profile.lossless ? undefined : resized.clone().avif({ quality: 55, effort: 2 }).toBuffer(),
        ]);
        return { label, width: info.width, height: info.height, bytes: data, ...(avif && { avif }) };
      }),
    );
  } catch (error) {
    throw new InvalidImageError('image.unreadable', `File ${name} could not be processed: ${(error as Error).message}`, { name });
  }
}
