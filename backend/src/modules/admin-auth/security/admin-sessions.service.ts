import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AdminActor, AdminJwtPayload } from './admin-actor';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Issues session tokens and turns a token's claims back into an admin who may act right now. */
@Injectable()
export class AdminSessions {
  constructor(
    private readonly jwt: JwtService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** A 12-hour token bound to the account's current token version. */
  async issue(user: { id: string; email: string }): Promise<string> {
    const [row] = await this.dataSource.query('SELECT token_version FROM admin_credentials WHERE admin_id = $1', [user.id]);
    if (!row) throw new Error(`Admin ${user.id} has no credentials`);
    const payload: AdminJwtPayload = { sub: user.id, email: user.email, ver: row.token_version };
    return this.jwt.signAsync(payload);
  }

  /**
   * Status and token version are read on every request, so disabling an account, a logout or a
   * password change ends its sessions at once (a token alone would stay valid for 12 hours).
   */
  async resolve(payload: AdminJwtPayload): Promise<AdminActor | null> {
    if (typeof payload?.sub !== 'string' || !UUID.test(payload.sub)) return null;
    if (typeof payload.exp !== 'number' || !Number.isInteger(payload.ver)) return null;
    const [user] = await this.dataSource.query(
      `SELECT u.id, u.email FROM admin_users u JOIN admin_credentials c ON c.admin_id = u.id
        WHERE u.id = $1 AND u.status = 'active' AND c.token_version = $2`,
      [payload.sub, payload.ver],
    );
    return user ? { kind: 'admin', id: user.id, email: user.email } : null;
  }

  /** Verifies a raw token (signature, expiry) and resolves it; null when anything is wrong. */
  async resolveToken(token: string): Promise<AdminActor | null> {
    try {
      return await this.resolve(await this.jwt.verifyAsync<AdminJwtPayload>(token));
    } catch {
      return null;
    }
  }

  /** Logout: every token of the account stops working. */
  async revokeAll(adminId: string): Promise<void> {
    await this.dataSource.query('UPDATE admin_credentials SET token_version = token_version + 1 WHERE admin_id = $1', [adminId]);
  }
}
