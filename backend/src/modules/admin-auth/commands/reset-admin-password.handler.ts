import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../../event-store/command-runner';
import { adminUserDecider } from '../domain/admin-user.decider';
import { adminUserStreamId } from '../domain/admin-user.events';
import { replacePassword } from '../security/credential-writes';
import { LoginService } from '../security/login.service';
import { PasswordHasher } from '../security/password-hasher';
import { assertStrongPassword } from '../security/password-policy';
import { PasswordResetTokens, resetTokenInvalid } from '../security/password-reset-tokens';

/**
 * A new password through an e-mailed link: the link is spent, and every session of the account
 * ends (the token version rises with the hash, as on a password change).
 */
export class ResetAdminPasswordCommand {
  constructor(
    readonly token: string,
    readonly newPassword: string,
  ) {}
}

@CommandHandler(ResetAdminPasswordCommand)
export class ResetAdminPasswordHandler implements ICommandHandler<ResetAdminPasswordCommand, void> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly login: LoginService,
    private readonly passwords: PasswordHasher,
    private readonly tokens: PasswordResetTokens,
  ) {}

  async execute({ token, newPassword }: ResetAdminPasswordCommand): Promise<void> {
    const adminId = await this.tokens.holder(token);
    const found = await this.login.credentials({ id: adminId });
    if (!found) throw resetTokenInvalid();
    assertStrongPassword(newPassword, found.user.email, found.user.name, 'password');
    const hash = await this.passwords.hash(newPassword);
    await this.runner.run({
      streamId: adminUserStreamId(adminId),
      decider: adminUserDecider,
      command: { type: 'ResetAdminPassword', adminId },
      // Nobody is signed in: the account acts on itself, as when it registered.
      actor: { kind: 'admin', id: adminId, email: found.user.email },
      transactionalWrites: () => [this.tokens.spend(token, adminId), replacePassword(adminId, hash, found.hash)],
    });
  }
}
