import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CommandRunner } from '../../../event-store/command-runner';
import { adminUserDecider } from '../domain/admin-user.decider';
import { adminUserStreamId } from '../domain/admin-user.events';
import type { AdminActor } from '../security/admin-actor';
import { moveOwnership, ownerUnchanged, readOwnerId, revokeSessions } from '../security/credential-writes';

/** Approve (or enable again) with 'active', lock out with 'disabled', refuse a waiting account with 'rejected'. */
export class ChangeAdminStatusCommand {
  constructor(
    readonly adminId: string,
    readonly status: 'active' | 'disabled' | 'rejected',
    readonly actor: AdminActor,
  ) {}
}

/** The owner hands the ownership to another active account. */
export class TransferOwnershipCommand {
  constructor(
    readonly adminId: string,
    readonly actor: AdminActor,
  ) {}
}

@CommandHandler(ChangeAdminStatusCommand)
export class ChangeAdminStatusHandler implements ICommandHandler<ChangeAdminStatusCommand, { position: string | null }> {
  constructor(
    private readonly runner: CommandRunner,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async execute({ adminId, status, actor }: ChangeAdminStatusCommand): Promise<{ position: string | null }> {
    const ownerId = await readOwnerId((sql) => this.dataSource.query(sql));
    const { position } = await this.runner.run({
      streamId: adminUserStreamId(adminId),
      decider: adminUserDecider,
      command: { type: 'ChangeAdminStatus', adminId, status, byAdminId: actor.id, ownerId },
      actor,
      // Disabling and enabling again both end the account's old sessions.
      transactionalWrites: (events) => (events.length > 0 ? [ownerUnchanged(ownerId), revokeSessions(adminId)] : []),
    });
    return { position };
  }
}

@CommandHandler(TransferOwnershipCommand)
export class TransferOwnershipHandler implements ICommandHandler<TransferOwnershipCommand, { position: string | null }> {
  constructor(
    private readonly runner: CommandRunner,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async execute({ adminId, actor }: TransferOwnershipCommand): Promise<{ position: string | null }> {
    const ownerId = await readOwnerId((sql) => this.dataSource.query(sql));
    const { position } = await this.runner.run({
      streamId: adminUserStreamId(adminId),
      decider: adminUserDecider,
      command: { type: 'TransferOwnership', adminId, byAdminId: actor.id, ownerId },
      actor,
      transactionalWrites: (events) => (events.length > 0 ? [moveOwnership(actor.id, adminId)] : []),
    });
    return { position };
  }
}
