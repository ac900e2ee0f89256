import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../event-store/event-store.port';
import { VillaCommandResult, VillaStream } from './villa-stream';

/** `url` of an image stored with VillaImages.store. */
export class SetBackgroundImageCommand extends Command<VillaCommandResult> {
  constructor(
    readonly url: string,
    readonly actor: Actor,
  ) {
    super();
  }
}

@CommandHandler(SetBackgroundImageCommand)
export class SetBackgroundImageHandler implements ICommandHandler<SetBackgroundImageCommand> {
  constructor(private readonly villa: VillaStream) {}

  execute(command: SetBackgroundImageCommand): Promise<VillaCommandResult> {
    return this.villa.run({ type: 'SetBackgroundImage', data: { url: command.url } }, command.actor);
  }
}
