import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHmac } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { loadOrCreateSecret } from '../../../infrastructure/database/app-secrets';

const ORIGIN_KEY_NAME = 'booking-origin-key';

/**
 * A pseudonym for an IP, enough to count holds per IP without keeping the address in the event log.
 * Keyed with a secret of the database (app_secrets), so the 2^32 IPv4 addresses cannot simply be
 * hashed again to find which one booked.
 */
export function hashIp(ip: string, key: string): string {
  return createHmac('sha256', key).update(ip).digest('hex').slice(0, 32);
}

/** Pseudonyms of guests' networks, with the key read (or made) once per process. */
@Injectable()
export class OriginPseudonyms {
  private key: Promise<string> | undefined;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async of(ip: string): Promise<string> {
    this.key ??= loadOrCreateSecret(this.dataSource, ORIGIN_KEY_NAME).then(
      ({ value }) => value,
      (error: unknown) => {
        this.key = undefined; // a database outage must not poison every later create
        throw error;
      },
    );
    return hashIp(ip, await this.key);
  }
}
