import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import { FILE_STORAGE, FileStorage, FileStream, isValidStorageKey } from '../../../infrastructure/storage/file-storage.port';
import { MAX_UPLOAD_BYTES, SLIP_TYPES, contentTypeOfKey, detectFileType } from '../../../infrastructure/storage/file-type';
import { DomainError } from '../../../shared/domain-error';
import type { BookingStatus } from '@baan-talay/contracts';
import type { SlipFile } from '../domain/booking.events';
import { assertSlipUploadAllowed } from '../domain/guest-limits.rule';

const FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|pdf)$/;

/**
 * Payment slips: private files under `slips/<bookingId>/`, each reachable only at
 * `/api/booking/<bookingId>/slip/<file>` with that booking's token or an admin's.
 */
@Injectable()
export class SlipFiles {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  /** The booking takes slips now (pending payment or in review) and holds fewer than MAX_SLIP_FILES. */
  async assertAccepts(bookingId: string, status: BookingStatus, balanceDue = false): Promise<void> {
    assertSlipUploadAllowed(status, (await this.storage.list(`slips/${bookingId}`)).length, balanceDue);
  }

  /**
   * Checks a slip by its content (JPG, PNG or PDF, at most 5 MB) and stores it for the booking; the
   * caller has checked first that the booking takes it (assertAccepts).
   */
  async store(bookingId: string, data: Buffer): Promise<{ paymentSlipUrl: string; contentType: string; size: number }> {
    if (data.length === 0) throw new DomainError('validation', 'Please choose a slip file', { code: 'slip.missing' });
    if (data.length > MAX_UPLOAD_BYTES) throw new DomainError('validation', 'The slip must be at most 5MB', { code: 'slip.tooLarge', params: { maxMb: 5 } });
    const type = detectFileType(data, SLIP_TYPES);
    if (!type) throw new DomainError('validation', 'The slip must be a JPG, PNG or PDF file', { code: 'slip.wrongType' });
    const file = `${randomUUID()}.${type.extension}`;
    await this.storage.put(`slips/${bookingId}/${file}`, data);
    return { paymentSlipUrl: this.url(bookingId, file), contentType: type.contentType, size: data.length };
  }

  /** The stored slip a `paymentSlipUrl` names, if it is one uploaded for this booking. */
  async resolve(bookingId: string, paymentSlipUrl: string): Promise<SlipFile> {
    const prefix = `/api/booking/${bookingId}/slip/`;
    const path = pathOf(paymentSlipUrl);
    const file = path?.startsWith(prefix) ? path.slice(prefix.length) : '';
    const key = `slips/${bookingId}/${file}`;
    const data = FILE_NAME.test(file) && isValidStorageKey(key) ? await this.storage.get(key) : null;
    if (!data) {
      throw new DomainError('validation', 'paymentSlipUrl must be a slip uploaded for this booking (POST /api/upload/slip)', {
        code: 'slip.unknownUrl',
        params: { field: 'paymentSlipUrl' },
      });
    }
    const sha256 = createHash('sha256').update(data).digest('hex');
    return { key, url: this.url(bookingId, file), contentType: contentTypeOfKey(key), size: data.length, sha256 };
  }

  /** The whole slip in memory (the QR check reads the image), or null. */
  async bytes(bookingId: string, file: string): Promise<Buffer | null> {
    const key = `slips/${bookingId}/${file}`;
    if (!FILE_NAME.test(file) || !isValidStorageKey(key)) return null;
    return this.storage.get(key);
  }

  /** The slip's bytes as a stream (served by piping it), or null. */
  async read(bookingId: string, file: string): Promise<{ file: FileStream; contentType: string } | null> {
    const key = `slips/${bookingId}/${file}`;
    if (!FILE_NAME.test(file) || !isValidStorageKey(key)) return null;
    const stream = await this.storage.stream(key);
    return stream && { file: stream, contentType: contentTypeOfKey(key) };
  }

  /** Deletes the booking's other slip files once `keepKey` is attached: superseded uploads are not kept. */
  async deleteOthers(bookingId: string, keepKeys: string[]): Promise<void> {
    const files = await this.storage.list(`slips/${bookingId}`);
    await Promise.all(files.filter((file) => !keepKeys.includes(`slips/${bookingId}/${file}`)).map((file) => this.storage.delete(`slips/${bookingId}/${file}`)));
  }

  /** Deletes every slip file of the booking (erasure of its personal data). Returns how many. */
  async deleteAll(bookingId: string): Promise<number> {
    const files = await this.storage.list(`slips/${bookingId}`);
    await Promise.all(files.map((file) => this.storage.delete(`slips/${bookingId}/${file}`)));
    return files.length;
  }

  private url(bookingId: string, file: string): string {
    return `/api/booking/${bookingId}/slip/${file}`;
  }
}

/** The path of a relative or absolute URL (a frontend may send either), or null. */
function pathOf(url: string): string | null {
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return null;
  }
}
