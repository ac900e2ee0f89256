import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SlipQrCheck } from '@baan-talay/contracts';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { SLIP_TYPES, detectFileType } from '../../../infrastructure/storage/file-type';
import { SlipFingerprint, slipAlreadyUsed, slipFingerprints } from '../domain/slip-reuse.rule';
import { SlipQrReader } from './slip-qr.reader';

/**
 * The check of a slip as it is uploaded: its verification QR, and whether another booking already
 * holds it. Refusing here spares the guest a second step; the attach's own claim in the append's
 * transaction (commands/slip-guard.ts) is what makes the refusal race-safe.
 */
@Injectable()
export class SlipCheck {
  constructor(
    private readonly reader: SlipQrReader,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async check(bookingId: string, data: Buffer): Promise<SlipQrCheck> {
    const sha256 = createHash('sha256').update(data).digest('hex');
    const contentType = detectFileType(data, SLIP_TYPES)?.contentType;
    if (!contentType) return { qr: null, reason: 'notChecked' };
    const result = await this.reader.check(data, contentType, sha256);
    if (await this.heldByAnother(bookingId, slipFingerprints({ sha256, qr: result.qr }))) throw slipAlreadyUsed();
    return result;
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
