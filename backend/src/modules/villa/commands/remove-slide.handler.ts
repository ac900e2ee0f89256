import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../event-store/event-store.port';
import { VillaCommandResult, VillaStream } from './villa-stream';

export class RemoveSlideCommand extends Command<VillaCommandResult> {
  constructor(
    readonly slideId: string,
    readonly actor: Actor,
  ) {
    super();
  }
}

@CommandHandler(RemoveSlideCommand)
export class RemoveSlideHandler implements ICommandHandler<RemoveSlideCommand> {
  constructor(private readonly villa: VillaStream) {}

  execute(command: RemoveSlideCommand): Promise<VillaCommandResult> {
    return this.villa.run({ type: 'RemoveSlide', data: { slideId: command.slideId } }, command.actor);
  }
}
