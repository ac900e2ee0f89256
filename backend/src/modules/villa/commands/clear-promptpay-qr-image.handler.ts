import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../event-store/event-store.port';
import { VillaCommandResult, VillaStream } from './villa-stream';

export class ClearPromptPayQrImageCommand extends Command<VillaCommandResult> {
  constructor(
    readonly actor: Actor,
  ) {
    super();
  }
}

@CommandHandler(ClearPromptPayQrImageCommand)
export class ClearPromptPayQrImageHandler implements ICommandHandler<ClearPromptPayQrImageCommand> {
  constructor(private readonly villa: VillaStream) {}

  execute(command: ClearPromptPayQrImageCommand): Promise<VillaCommandResult> {
    return this.villa.run({ type: 'ClearPromptPayQrImage', data: {} }, command.actor);
  }
}
