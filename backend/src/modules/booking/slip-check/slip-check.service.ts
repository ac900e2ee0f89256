import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SlipQrCheck } from '@baan-talay/contracts';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { SLIP_TYPES, detectFileType } from '../../../infrastructure/storage/file-type';
import { DomainError } from '../../../shared/domain-error';
import { SlipFingerprint, slipAlreadyUsed, slipFingerprints } from '../domain/slip-reuse.rule';
import { SlipQrReader } from './slip-qr.reader';

/**
 * The check of a slip as it is uploaded: its size in pixels, its verification QR, and whether another
 * booking already holds it. Refusing here spares the guest a second step; the attach's own claim in
 * the append's transaction (commands/slip-guard.ts) is what makes the refusal race-safe.
 */
@Injectable()
export class SlipCheck {
  constructor(
    private readonly reader: SlipQrReader,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async check(bookingId: string, data: Buffer): Promise<SlipQrCheck> {
    const sha256 = createHash('sha256').update(data).digest('hex');
    const contentType = detectFileType(data, SLIP_TYPES)?.contentType;
    if (!contentType) return { qr: null, reason: 'notChecked' };
    if (contentType !== 'application/pdf') await this.assertPixels(data);
    const result = await this.reader.check(data, contentType, sha256);
    if (await this.heldByAnother(bookingId, slipFingerprints({ sha256, qr: result.qr }))) throw slipAlreadyUsed();
    return result;
  }

  /**
   * A small file can hold a huge image (a 243 KB PNG of 16,000² pixels): its header says so, read
   * without decoding, and such a slip is refused before any pixel is.
   */
  private async assertPixels(data: Buffer): Promise<void> {
    const { width, height } = await sharp(data)
      .metadata()
      .catch(() => ({ width: undefined, height: undefined }));
    const max = this.config.slipMaxPixels;
    if (width && height && width * height > max) {
      throw new DomainError('validation', `The slip image is larger than ${Math.floor(max / 1e6)} megapixels`, {
        code: 'slip.tooManyPixels',
        params: { maxMegapixels: Math.floor(max / 1e6), width, height },
      });
    }
  }

  private async heldByAnother(bookingId: string, prints: SlipFingerprint[]): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM slip_fingerprints
       WHERE (kind, value) IN (SELECT * FROM unnest($1::text[], $2::text[])) AND booking_id <> $3::uuid LIMIT 1`,
      [prints.map((p) => p.kind), prints.map((p) => p.value), bookingId],
    );
    return rows.length > 0;
  }
}
