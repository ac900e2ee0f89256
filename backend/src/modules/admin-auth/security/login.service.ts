import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AuthResponse } from '@baan-talay/contracts';
import { DataSource } from 'typeorm';
import { AdminUserEntity } from '../projections/admin-user.entity';
import { toAdminUserDto } from './admin-user-view';
import { AdminSessions } from './admin-sessions.service';
import { PasswordHasher } from './password-hasher';

export const AWAITING_APPROVAL_MESSAGE = 'Your account is awaiting approval by an administrator';
export const DISABLED_MESSAGE = 'This account has been disabled by an administrator';
export const REJECTED_MESSAGE = 'This registration was rejected by the owner';

const REFUSED: Record<string, { code: string; message: string }> = {
  pending: { code: 'auth.awaitingApproval', message: AWAITING_APPROVAL_MESSAGE },
  disabled: { code: 'auth.accountDisabled', message: DISABLED_MESSAGE },
  rejected: { code: 'auth.accountRejected', message: REJECTED_MESSAGE },
};

/** Checks e-mail and password (attempts are rate limited per IP and per IP and account by RateLimitGuard). */
@Injectable()
export class LoginService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: AdminSessions,
    private readonly passwords: PasswordHasher,
  ) {}

  /** The account and its hash, or null. */
  async credentials(where: { email: string } | { id: string }): Promise<{ user: AdminUserEntity; hash: string } | null> {
    const [column, value] = 'email' in where ? ['u.email', where.email] : ['u.id', where.id];
    const row = await this.dataSource
      .getRepository(AdminUserEntity)
      .createQueryBuilder('u')
      .innerJoin('admin_credentials', 'c', 'c.admin_id = u.id')
      .addSelect('c.password_hash', 'hash')
      .where(`${column} = :value`, { value })
      .getRawAndEntities();
    return row.entities[0] ? { user: row.entities[0], hash: row.raw[0].hash } : null;
  }

  async login(emailInput: string, password: string): Promise<AuthResponse> {
    const email = emailInput.trim().toLowerCase();
    const found = await this.credentials({ email });
    const ok = found ? await this.passwords.verify(password, found.hash) : await this.passwords.burnCheck(password);
    if (!found || !ok) {
      // One message for an unknown e-mail and a wrong password: no probing which e-mails exist.
      throw new UnauthorizedException({ code: 'auth.invalidCredentials', message: 'Invalid e-mail or password' });
    }
    // Only after the password is right, so the status of an account is not revealed to strangers.
    const refused = REFUSED[found.user.status];
    if (refused) throw new ForbiddenException(refused);
    return { token: await this.sessions.issue(found.user), user: toAdminUserDto(found.user) };
  }
}
