import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AuthResponse } from '@baan-talay/contracts';
import { Repository } from 'typeorm';
import { unauthorized } from '../../../shared/coded-http-error';
import { DomainError } from '../../../shared/domain-error';
import { AdminUserEntity } from '../projections/admin-user.entity';
import { toAdminUserDto } from './admin-user-view';
import { AdminSessions } from './admin-sessions.service';
import { LoginThrottle } from './login-throttle.service';
import { burnPasswordCheck, verifyPassword } from './password-hasher';

export const AWAITING_APPROVAL_MESSAGE = 'Your account is awaiting approval by an administrator';
export const DISABLED_MESSAGE = 'This account has been disabled by an administrator';

@Injectable()
export class LoginService {
  constructor(
    @InjectRepository(AdminUserEntity) private readonly users: Repository<AdminUserEntity>,
    private readonly throttle: LoginThrottle,
    private readonly sessions: AdminSessions,
  ) {}

  async login(emailInput: string, password: string, ip: string): Promise<AuthResponse> {
    const email = emailInput.trim().toLowerCase();
    await this.throttle.assertAllowed(email, ip);
    const user = await this.users.findOneBy({ email });
    const ok = user ? await verifyPassword(password, user.passwordHash) : await burnPasswordCheck(password);
    if (!user || !ok) {
      await this.throttle.recordFailure(email, ip);
      // One message for an unknown e-mail and a wrong password: no probing which e-mails exist.
      throw unauthorized('auth.invalidCredentials', 'Invalid e-mail or password');
    }
    // Only after the password is right, so the status of an account is not revealed to strangers.
    if (user.status === 'pending') throw new DomainError('forbidden', AWAITING_APPROVAL_MESSAGE, { code: 'auth.awaitingApproval' });
    if (user.status === 'disabled') throw new DomainError('forbidden', DISABLED_MESSAGE, { code: 'auth.accountDisabled' });
    await this.throttle.recordSuccess(email);
    return { token: await this.sessions.issue(user), user: toAdminUserDto(user) };
  }
}
