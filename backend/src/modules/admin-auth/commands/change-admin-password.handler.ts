import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../../event-store/command-runner';
import { DomainError } from '../../../shared/domain-error';
import { adminUserDecider } from '../domain/admin-user.decider';
import { adminUserStreamId } from '../domain/admin-user.events';
import type { AdminActor } from '../security/admin-actor';
import { replacePassword } from '../security/credential-writes';
import { LoginService } from '../security/login.service';
import { PasswordHasher } from '../security/password-hasher';
import { assertStrongPassword } from '../security/password-policy';

/** One's own password; the current one must be given. Every older token stops working. */
export class ChangeAdminPasswordCommand {
  constructor(
    readonly actor: AdminActor,
    readonly currentPassword: string,
    readonly newPassword: string,
  ) {}
}

@CommandHandler(ChangeAdminPasswordCommand)
export class ChangeAdminPasswordHandler implements ICommandHandler<ChangeAdminPasswordCommand, void> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly login: LoginService,
    private readonly passwords: PasswordHasher,
  ) {}

  async execute({ actor, currentPassword, newPassword }: ChangeAdminPasswordCommand): Promise<void> {
    const found = await this.login.credentials({ id: actor.id });
    if (!found) throw new DomainError('not_found', `Admin user ${actor.id} not found`, { code: 'auth.userNotFound' });
    // 400, not 401: a wrong current password must not look like an ended session to the SPA.
    if (!(await this.passwords.verify(currentPassword, found.hash))) {
      throw new DomainError('validation', 'The current password is wrong', {
        code: 'auth.currentPasswordWrong',
        params: { field: 'currentPassword' },
      });
    }
    assertStrongPassword(newPassword, found.user.email, found.user.name, 'newPassword');
    const hash = await this.passwords.hash(newPassword);
    await this.runner.run({
      streamId: adminUserStreamId(actor.id),
      decider: adminUserDecider,
      command: { type: 'ChangeAdminPassword', adminId: actor.id },
      actor,
      transactionalWrites: () => [replacePassword(actor.id, hash, found.hash)],
    });
  }
}
