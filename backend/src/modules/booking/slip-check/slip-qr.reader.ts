import { Inject, Injectable, Logger } from '@nestjs/common';
import type { SlipQrCheck } from '@baan-talay/contracts';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { decodeQrTexts } from './qr-image.decoder';
import { isSlipShaped, readSlipPayloads } from './slip-qr.payload';

/** Checks remembered by content hash: the upload and the attach that follows it decode once. */
const REMEMBERED = 64;

/**
 * Reads the verification QR of a slip image. PDFs are not checked (their pages would need a
 * renderer); a file sharp cannot decode counts as having no readable QR rather than failing the upload.
 */
@Injectable()
export class SlipQrReader {
  private readonly logger = new Logger(SlipQrReader.name);
  private readonly remembered = new Map<string, SlipQrCheck>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async check(data: Buffer, contentType: string, sha256: string): Promise<SlipQrCheck> {
    if (!this.config.slipQrCheck || contentType === 'application/pdf') return { qr: null, reason: 'notChecked' };
    const known = this.remembered.get(sha256);
    if (known) return known;
    const result = await this.decode(data);
    this.remembered.set(sha256, result);
    if (this.remembered.size > REMEMBERED) this.remembered.delete(this.remembered.keys().next().value as string);
    return result;
  }

  private async decode(data: Buffer): Promise<SlipQrCheck> {
    try {
      const { texts, unreadable } = await decodeQrTexts(data, isSlipShaped);
      return readSlipPayloads(texts, unreadable);
    } catch (error) {
      this.logger.warn(`A slip image could not be decoded: ${(error as Error).message}`);
      return { qr: null, reason: 'unreadable' };
    }
  }
}
