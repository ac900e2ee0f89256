import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../event-store/event-store.port';
import { VillaCommandResult, VillaStream } from './villa-stream';

/** `url` of an image stored with VillaImages.store. */
export class SetPromptPayQrImageCommand extends Command<VillaCommandResult> {
  constructor(
    readonly url: string,
    readonly actor: Actor,
  ) {
    super();
  }
}

@CommandHandler(SetPromptPayQrImageCommand)
export class SetPromptPayQrImageHandler implements ICommandHandler<SetPromptPayQrImageCommand> {
  constructor(private readonly villa: VillaStream) {}

  execute(command: SetPromptPayQrImageCommand): Promise<VillaCommandResult> {
    return this.villa.run({ type: 'SetPromptPayQrImage', data: { url: command.url } }, command.actor);
  }
}
