import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { BankAccountDto } from '@baan-talay/contracts';
import type { Actor } from '../../../event-store/event-store.port';
import { VillaCommandResult, VillaStream } from './villa-stream';

/** Replaces the list of bank accounts; accounts without an id are new and get one. */
export class SetBankAccountsCommand extends Command<VillaCommandResult> {
  constructor(
    readonly bankDetails: (Omit<BankAccountDto, 'id'> & { id?: string })[],
    readonly actor: Actor,
  ) {
    super();
  }
}

@CommandHandler(SetBankAccountsCommand)
export class SetBankAccountsHandler implements ICommandHandler<SetBankAccountsCommand> {
  constructor(private readonly villa: VillaStream) {}

  execute(command: SetBankAccountsCommand): Promise<VillaCommandResult> {
    const bankDetails = command.bankDetails.map((account) => ({ ...account, id: account.id || randomUUID() }));
    return this.villa.run({ type: 'SetBankAccounts', data: { bankDetails } }, command.actor);
  }
}
