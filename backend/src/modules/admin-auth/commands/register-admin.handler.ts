import { Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminUserDto } from '@baan-talay/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CommandRunner } from '../../../event-store/command-runner';
import type { Actor, TransactionalWrite } from '../../../event-store/event-store.port';
import { DomainError } from '../../../shared/domain-error';
import { SendAdminRegisteredMailCommand } from '../admin-registered-mail';
import { adminUserDecider } from '../domain/admin-user.decider';
import { adminUserStreamId } from '../domain/admin-user.events';
import { insertCredentials, takeOwnership } from '../security/credential-writes';
import { PasswordHasher } from '../security/password-hasher';
import { assertStrongPassword } from '../security/password-policy';

export class RegisterAdminCommand {
  constructor(
    readonly name: string,
    readonly email: string,
    readonly password: string,
    /** 'web': the public register form; 'cli': an operator on the server, whose account is active at once. */
    readonly source: 'web' | 'cli',
    /** `admin:create --owner`: the new account takes the ownership (from the previous owner, if any). */
    readonly owner = false,
  ) {}
}

export interface RegisterAdminResult {
  user: AdminUserDto;
  /** Of the AdminRegistered event, to wait for the users read model. */
  position: string | null;
}

const emailTaken = () =>
  new DomainError('conflict', 'An account with this e-mail already exists', { code: 'auth.emailTaken', params: { field: 'email' } });

const constraintOf = (error: unknown): string | undefined =>
  (error as { constraint?: string }).constraint ?? (error as { driverError?: { constraint?: string } }).driverError?.constraint;

/** The e-mail claim commits with the AdminRegistered event, so an e-mail is registered at most once. */
function claimEmail(email: string, adminId: string, first: boolean): TransactionalWrite {
  return {
    write: async (tx) => {
      await tx.query('INSERT INTO admin_email_claims (email, admin_id, first) VALUES ($1, $2, $3)', [email, adminId, first]);
    },
    undo: async (tx) => {
      await tx.query('DELETE FROM admin_email_claims WHERE admin_id = $1', [adminId]);
    },
  };
}

@CommandHandler(RegisterAdminCommand)
export class RegisterAdminHandler implements ICommandHandler<RegisterAdminCommand, RegisterAdminResult> {
  private readonly logger = new Logger(RegisterAdminHandler.name);

  constructor(
    private readonly runner: CommandRunner,
    private readonly commands: CommandBus,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly passwords: PasswordHasher,
  ) {}

  async execute(command: RegisterAdminCommand): Promise<RegisterAdminResult> {
    const email = command.email.trim().toLowerCase();
    const taken = await this.dataSource.query('SELECT 1 FROM admin_email_claims WHERE email = $1', [email]);
    if (taken.length > 0) throw emailTaken();
    assertStrongPassword(command.password, email, command.name);
    const passwordHash = await this.passwords.hash(command.password);
    const adminId = randomUUID();
    const [{ none }] = await this.dataSource.query('SELECT NOT EXISTS (SELECT 1 FROM admin_email_claims) AS none');
    let first = none === true;
    for (;;) {
      try {
        const result = await this.register(command, adminId, email, passwordHash, first);
        if (result.user.status === 'pending') await this.tellOwner(result.user);
        return result;
      } catch (error) {
        const constraint = constraintOf(error);
        // Two first registrations at once: the unique "first" index lets one win; the other waits.
        if (constraint === 'admin_email_claims_one_first' && first) first = false;
        else if (constraint === 'admin_email_claims_pkey') {
          throw emailTaken();
        } else throw error;
      }
    }
  }

  /** The account is kept whatever happens to the e-mail: the owner also sees it waiting under Users. */
  private async tellOwner({ id, name, email }: AdminUserDto): Promise<void> {
    try {
      await this.commands.execute(new SendAdminRegisteredMailCommand(id, name, email));
    } catch (error) {
      this.logger.warn(`The owner was not e-mailed about ${id}: ${(error as Error).message}`);
    }
  }

  private async register(
    command: RegisterAdminCommand,
    adminId: string,
    email: string,
    passwordHash: string,
    first: boolean,
  ): Promise<RegisterAdminResult> {
    const actor: Actor =
      command.source === 'cli' ? { kind: 'system', id: 'cli', email } : { kind: 'guest', id: adminId, email };
    const owner = first || command.owner;
    const result = await this.runner.run({
      streamId: adminUserStreamId(adminId),
      decider: adminUserDecider,
      command: { type: 'RegisterAdmin', adminId, name: command.name.trim(), email, activate: first || command.source === 'cli', owner },
      actor,
      // The hash stays out of the event: it is written beside it, in the same transaction.
      transactionalWrites: () => [
        claimEmail(email, adminId, first),
        insertCredentials(adminId, passwordHash),
        ...(owner ? [takeOwnership(adminId)] : []),
      ],
    });
    const { state } = result;
    if (!state.exists) throw new Error(`Registration of ${adminId} produced no account`);
    const createdAt = result.events[0].metadata.occurredAt;
    const user: AdminUserDto = { id: adminId, email, name: state.name, status: state.status, role: owner ? 'owner' : 'admin', createdAt, bookingEmails: true };
    return { user, position: result.position };
  }
}
