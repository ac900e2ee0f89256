import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../event-store/event-store.port';
import { VillaCommandResult, VillaStream } from './villa-stream';

export class ClearBackgroundImageCommand extends Command<VillaCommandResult> {
  constructor(
    readonly actor: Actor,
  ) {
    super();
  }
}

@CommandHandler(ClearBackgroundImageCommand)
export class ClearBackgroundImageHandler implements ICommandHandler<ClearBackgroundImageCommand> {
  constructor(private readonly villa: VillaStream) {}

  execute(command: ClearBackgroundImageCommand): Promise<VillaCommandResult> {
    return this.villa.run({ type: 'ClearBackgroundImage', data: {} }, command.actor);
  }
}
