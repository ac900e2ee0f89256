import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { todayInBangkok } from '@baan-talay/pricing';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Actor } from '../../../event-store/event-store.port';
import { DomainError } from '../../../shared/domain-error';
import { bookingReference } from '../../booking';
import { STAY_TAKEN, holdersOf } from '../../stay-guard';
import type { BlockReason } from '../domain/calendar.events';
import type { Block } from '../domain/calendar.state';
import { CalendarStream } from './calendar-stream';
import { CLOCK, type Clock } from '../../../shared/clock';

export interface BlockNightsInput {
  from: string;
  to: string;
  reason: BlockReason;
  note?: string;
}

export class BlockNightsCommand extends Command<Block> {
  constructor(
    readonly input: BlockNightsInput,
    readonly actor: Actor,
  ) {
    super();
  }
}

/** Blocks nights for the owner; refused, naming the holder, when a booking or an imported stay has any of them. */
@CommandHandler(BlockNightsCommand)
export class BlockNightsHandler implements ICommandHandler<BlockNightsCommand> {
  constructor(
    private readonly calendar: CalendarStream,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ input, actor }: BlockNightsCommand): Promise<Block> {
    const blockId = randomUUID();
    const { from, to, reason } = input;
    const data = { blockId, from, to, reason, note: input.note?.trim() ?? '', today: todayInBangkok(new Date(this.clock.now())) };
    try {
      const { state } = await this.calendar.run({ type: 'BlockNights', data }, actor);
      return state.blocks[blockId];
    } catch (error) {
      if ((error as { code?: string }).code !== STAY_TAKEN) throw error;
      throw await this.nightsHeld([from, to]);
    }
  }

  private async nightsHeld(stay: [string, string]): Promise<DomainError> {
    const [holder] = await holdersOf({ query: (sql, params) => this.dataSource.query(sql, params) }, stay);
    if (holder?.kind === 'booking') {
      const reference = bookingReference(holder.holderId);
      return new DomainError('conflict', `Booking ${reference} holds some of these nights (${holder.from} to ${holder.to})`, {
        code: 'calendar.nightsBooked',
        params: { bookingId: holder.holderId, reference, from: holder.from, to: holder.to },
      });
    }
    return new DomainError('conflict', 'Some of these nights are already held', {
      code: holder?.kind === 'import' ? 'calendar.nightsImported' : 'calendar.nightsBlocked',
      params: holder ? { from: holder.from, to: holder.to } : {},
    });
  }
}
