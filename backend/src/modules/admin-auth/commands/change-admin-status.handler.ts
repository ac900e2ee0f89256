import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../../event-store/command-runner';
import { adminUserDecider } from '../domain/admin-user.decider';
import { adminUserStreamId } from '../domain/admin-user.events';
import type { AdminActor } from '../security/admin-actor';

/** Approve (or enable again) with 'active', refuse or lock out with 'disabled'. */
export class ChangeAdminStatusCommand {
  constructor(
    readonly adminId: string,
    readonly status: 'active' | 'disabled',
    readonly actor: AdminActor,
  ) {}
}

@CommandHandler(ChangeAdminStatusCommand)
export class ChangeAdminStatusHandler implements ICommandHandler<ChangeAdminStatusCommand, { position: string | null }> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ adminId, status, actor }: ChangeAdminStatusCommand): Promise<{ position: string | null }> {
    const { position } = await this.runner.run({
      streamId: adminUserStreamId(adminId),
      decider: adminUserDecider,
      command: { type: 'ChangeAdminStatus', adminId, status, byAdminId: actor.id },
      actor,
    });
    return { position };
  }
}
