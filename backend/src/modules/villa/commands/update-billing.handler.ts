import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { BillingSettingsDto } from '@baan-talay/contracts';
import type { Actor } from '../../../event-store/event-store.port';
import { VillaCommandResult, VillaStream } from './villa-stream';

/** The billing form: taxes and fees, cancellation tiers, the seller on tax invoices; any subset. */
export class UpdateBillingSettingsCommand extends Command<VillaCommandResult> {
  constructor(
    readonly changes: Partial<BillingSettingsDto>,
    readonly actor: Actor,
  ) {
    super();
  }
}

@CommandHandler(UpdateBillingSettingsCommand)
export class UpdateBillingSettingsHandler implements ICommandHandler<UpdateBillingSettingsCommand> {
  constructor(private readonly villa: VillaStream) {}

  execute(command: UpdateBillingSettingsCommand): Promise<VillaCommandResult> {
    return this.villa.run({ type: 'UpdateBillingSettings', data: { changes: command.changes } }, command.actor);
  }
}
