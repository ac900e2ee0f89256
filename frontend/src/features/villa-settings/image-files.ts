/** 5 MB, the limit for every villa image (SPEC §5: 5242880 bytes). */
export const MAX_IMAGE_BYTES = 5_242_880;
/** Files per slide upload call (SPEC §9). */
export const SLIDE_BATCH_SIZE = 5;
/** Slides a villa may have in all (SPEC §3). */
export const MAX_SLIDES = 50;
/** What the server accepts, by content; the picker offers the same. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

export function isTooLarge(file: Pick<File, 'size'>): boolean {
  return file.size > MAX_IMAGE_BYTES;
}

/** Splits files into upload batches of `size`, in order. */
export function batches<T>(items: readonly T[], size = SLIDE_BATCH_SIZE): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}
