/**
 * Where uploaded files live (slips, villa images): Postgres by default, S3 or the local disk as
 * chosen by STORAGE (storage.module.ts). Keys are relative paths like
 * `slips/<bookingId>/<uuid>.pdf`, chosen by the caller; the adapter only stores bytes under them.
 */
import type { Readable } from 'node:stream';

/** A stored file being read: its bytes as they come, how many, and a tag that changes with them. */
export interface FileStream {
  body: Readable;
  size: number;
  /** Opaque, unquoted; the same bytes give the same tag on one adapter. */
  etag: string;
}

export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /**
   * The file's bytes as a stream, read as the consumer takes them (never the whole file in memory),
   * or null when there is none.
   */
  stream(key: string): Promise<FileStream | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Names of the files directly under a folder key (`slips/<bookingId>`), none when it is absent. */
  list(folder: string): Promise<string[]>;
  /** Every key stored (`files:migrate` copies them from one adapter to another). */
  keys(): AsyncIterable<string>;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

const KEY = /^[a-z0-9-]+(\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}){1,3}$/;

/** Keys never climb out of the storage root nor hide as dot-files. */
export function isValidStorageKey(key: string): boolean {
  return KEY.test(key) && !key.split('/').some((part) => part === '..' || part.startsWith('.'));
}
