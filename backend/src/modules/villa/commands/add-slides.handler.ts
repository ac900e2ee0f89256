import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { Actor } from '../../../event-store/event-store.port';
import { VillaCommandResult, VillaStream } from './villa-stream';

/** Adds slide images (URLs from VillaImages.store); the result's `ids` are the new slides' ids. */
export class AddSlidesCommand extends Command<VillaCommandResult> {
  constructor(
    readonly urls: string[],
    readonly actor: Actor,
  ) {
    super();
  }
}

@CommandHandler(AddSlidesCommand)
export class AddSlidesHandler implements ICommandHandler<AddSlidesCommand> {
  constructor(private readonly villa: VillaStream) {}

  execute(command: AddSlidesCommand): Promise<VillaCommandResult> {
    const slides = command.urls.map((url) => ({ id: randomUUID(), url }));
    const ids = slides.map((slide) => slide.id);
    return this.villa.run({ type: 'AddSlides', data: { slides } }, command.actor, ids);
  }
}
