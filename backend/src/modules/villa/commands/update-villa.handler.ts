import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { VillaUpdate } from '../domain/villa.state';
import type { Actor } from '../../../event-store/event-store.port';
import { VillaCommandResult, VillaStream } from './villa-stream';

/** The admin villa form: texts per language, numbers, pricing, stay limits, PromptPay id; any subset. */
export class UpdateVillaCommand extends Command<VillaCommandResult> {
  constructor(
    readonly changes: VillaUpdate,
    readonly actor: Actor,
  ) {
    super();
  }
}

@CommandHandler(UpdateVillaCommand)
export class UpdateVillaHandler implements ICommandHandler<UpdateVillaCommand> {
  constructor(private readonly villa: VillaStream) {}

  execute(command: UpdateVillaCommand): Promise<VillaCommandResult> {
    return this.villa.run({ type: 'UpdateVilla', data: { changes: command.changes } }, command.actor);
  }
}
