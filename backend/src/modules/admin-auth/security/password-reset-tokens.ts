import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { TransactionalWrite } from '../../../event-store/event-store.port';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { CLOCK, type Clock } from '../../../shared/clock';
import { DomainError } from '../../../shared/domain-error';
import { rowsOf } from './credential-writes';

/** Only this digest is stored: whoever reads the table cannot use a link still in someone's inbox. */
export const resetTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export const resetTokenInvalid = () =>
  new DomainError('validation', 'This reset link is not valid any more: it was used already or has expired', { code: 'auth.resetTokenInvalid' });

/** admin_password_resets: issues single-use, expiring reset tokens and finds whose one is. */
@Injectable()
export class PasswordResetTokens {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A new token (256 random bits, URL-safe) for the account; the raw token leaves only in the e-mail. */
  async issue(adminId: string): Promise<{ token: string; minutes: number }> {
    const token = randomBytes(32).toString('base64url');
    const minutes = this.config.passwordResetTokenMinutes;
    const expiresAt = new Date(this.clock.now() + minutes * 60_000);
    await this.dataSource.query('INSERT INTO admin_password_resets (token_hash, admin_id, expires_at) VALUES ($1, $2, $3)', [
      resetTokenHash(token),
      adminId,
      expiresAt,
    ]);
    return { token, minutes };
  }

  /** The account a live token (unused, unexpired) belongs to; refused with one code whatever is wrong. */
  async holder(token: string): Promise<string> {
    const [row] = await this.dataSource.query(
      'SELECT admin_id FROM admin_password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2',
      [resetTokenHash(token), new Date(this.clock.now())],
    );
    if (!row) throw resetTokenInvalid();
    return row.admin_id;
  }

  /**
   * Spends the token with the event it leads to, and every other link of the account with it; two
   * resets racing on one token: only the first finds it unspent.
   */
  spend(token: string, adminId: string): TransactionalWrite {
    const now = new Date(this.clock.now());
    return {
      write: async (tx) => {
        const spent = rowsOf(
          await tx.query(
            'UPDATE admin_password_resets SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING admin_id',
            [resetTokenHash(token), now],
          ),
        );
        if (spent.length === 0) throw resetTokenInvalid();
        await tx.query('UPDATE admin_password_resets SET used_at = $2 WHERE admin_id = $1 AND used_at IS NULL', [adminId, now]);
      },
      // A spent link stays spent: the owner can ask for another.
      undo: async () => undefined,
    };
  }
}
