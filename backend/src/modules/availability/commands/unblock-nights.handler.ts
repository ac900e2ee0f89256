import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../event-store/event-store.port';
import { DomainError } from '../../../shared/domain-error';
import { CalendarStream } from './calendar-stream';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class UnblockNightsCommand extends Command<void> {
  constructor(
    readonly blockId: string,
    readonly actor: Actor,
  ) {
    super();
  }
}

/** Gives a block's nights back. */
@CommandHandler(UnblockNightsCommand)
export class UnblockNightsHandler implements ICommandHandler<UnblockNightsCommand> {
  constructor(private readonly calendar: CalendarStream) {}

  async execute({ blockId, actor }: UnblockNightsCommand): Promise<void> {
    if (!UUID.test(blockId)) throw new DomainError('not_found', 'No such block', { code: 'calendar.blockNotFound' });
    await this.calendar.run({ type: 'UnblockNights', data: { blockId } }, actor);
  }
}
