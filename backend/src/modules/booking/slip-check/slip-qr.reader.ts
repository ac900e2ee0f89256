import { Inject, Injectable, Logger } from '@nestjs/common';
import type { SlipQrCheck } from '@baan-talay/contracts';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { SlipDecodePool } from './slip-decode.pool';

/** Checks remembered by content hash: the upload and the attach that follows it decode once. */
const REMEMBERED = 64;

/**
 * Reads the verification QR of a slip image in the decoding pool. PDFs are not checked (their pages
 * would need a renderer); a file sharp cannot decode counts as having no readable QR rather than
 * failing the upload, and a check the pool could not finish in its budget is `notVerified`.
 */
@Injectable()
export class SlipQrReader {
  private readonly logger = new Logger(SlipQrReader.name);
  private readonly remembered = new Map<string, SlipQrCheck>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly pool: SlipDecodePool,
  ) {}

  async check(data: Buffer, contentType: string, sha256: string): Promise<SlipQrCheck> {
    if (!this.config.slipQrCheck || contentType === 'application/pdf') return { qr: null, reason: 'notChecked' };
    const known = this.remembered.get(sha256);
    if (known) return known;
    const result = await this.decode(data);
    // Not remembered: the attach that follows may find the pool free and verify it after all.
    if (result.qr === null && result.reason === 'notVerified') return result;
    this.remembered.set(sha256, result);
    if (this.remembered.size > REMEMBERED) this.remembered.delete(this.remembered.keys().next().value as string);
    return result;
  }

  private async decode(data: Buffer): Promise<SlipQrCheck> {
    const outcome = await this.pool.decode(data);
    if ('check' in outcome) return outcome.check;
    if ('busy' in outcome) {
      this.logger.warn('A slip QR check did not finish within its budget: the slip is accepted as not verified');
      return { qr: null, reason: 'notVerified' };
    }
    this.logger.warn(`A slip image could not be decoded: ${outcome.error}`);
    return { qr: null, reason: 'unreadable' };
  }
}
