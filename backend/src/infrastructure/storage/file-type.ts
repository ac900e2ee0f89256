import { ownEntry } from '../../shared/own-entry';

/** Content types recognised by their first bytes; a file's name or declared type is never trusted. */
export type DetectedType = { contentType: string; extension: string };

const SIGNATURES: { contentType: string; extension: string; matches(data: Buffer): boolean }[] = [
  { contentType: 'image/jpeg', extension: 'jpg', matches: (d) => d.length > 3 && d[0] === 0xff && d[1] === 0xd8 && d[2] === 0xff },
  {
    contentType: 'image/png',
    extension: 'png',
    matches: (d) => d.length > 8 && d.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { contentType: 'application/pdf', extension: 'pdf', matches: (d) => d.length > 5 && d.subarray(0, 5).toString('latin1') === '%PDF-' },
  {
    contentType: 'image/webp',
    extension: 'webp',
    matches: (d) => d.length > 12 && d.subarray(0, 4).toString('latin1') === 'RIFF' && d.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export function detectFileType(data: Buffer, allowed: readonly string[]): DetectedType | null {
  const found = SIGNATURES.find((signature) => allowed.includes(signature.contentType) && signature.matches(data));
  return found ? { contentType: found.contentType, extension: found.extension } : null;
}

const BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

/** The content type to serve a stored file with, from the extension its key was given at upload. */
export function contentTypeOfKey(key: string): string {
  return ownEntry(BY_EXTENSION, key.slice(key.lastIndexOf('.') + 1).toLowerCase()) ?? 'application/octet-stream';
}

export const SLIP_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
