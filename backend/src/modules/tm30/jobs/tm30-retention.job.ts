import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { addDays, todayInBangkok } from '@baan-talay/pricing';
import type { Actor } from '../../../event-store/event-store.port';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { PeriodicTask } from '../../../infrastructure/queue/periodic-task';
import { CLOCK, type Clock } from '../../../shared/clock';
import { PersonalDataScrubbers } from '../../booking';
import { RunTm30Command } from '../commands/tm30-commands';
import { Tm30Queries } from '../queries/tm30.queries';

const EVERY_SIX_HOURS = 6 * 3600 * 1000;
export const TM30_RETENTION_ACTOR: Actor = { kind: 'system', id: 'tm30-retention' };
const ERASURE_ACTOR: Actor = { kind: 'system', id: 'pii-erasure' };

/**
 * Erases TM30 details the owner's retention (default 30 days after check-out) no longer allows,
 * by destroying their stream's key; also when the booking's personal data is erased (a scrubber
 * of the booking's erasure). Runs at start-up and every six hours where workers run; idempotent.
 */
@Injectable()
export class Tm30RetentionJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly periodic = new PeriodicTask('TM30 retention', async () => {
    const erased = await this.run();
    return erased.length > 0 ? `Erased the TM30 details of ${erased.length} stay(s) past retention` : null;
  });

  constructor(
    private readonly commandBus: CommandBus,
    private readonly tm30: Tm30Queries,
    scrubbers: PersonalDataScrubbers,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    scrubbers.register('tm30', async ({ bookingId }) => {
      if (await this.tm30.row(bookingId)) await this.erase(bookingId, 'request', ERASURE_ACTOR, new Date(this.clock.now()));
    });
  }

  onApplicationBootstrap(): void {
    if (this.config.runWorkers) this.periodic.start(EVERY_SIX_HOURS);
  }

  onModuleDestroy(): Promise<void> {
    return this.periodic.stop();
  }

  /** Erases every stay's details past retention on the clock's today (or `now`'s); returns their booking ids. */
  async run(now = new Date(this.clock.now())): Promise<string[]> {
    const cutoff = addDays(todayInBangkok(now), -(await this.tm30.retentionDays()));
    const due = await this.tm30.pastRetention(cutoff);
    for (const bookingId of due) await this.erase(bookingId, 'retention', TM30_RETENTION_ACTOR, now);
    return due;
  }

  private erase(bookingId: string, reason: 'request' | 'retention', actor: Actor, now: Date): Promise<unknown> {
    return this.commandBus.execute(new RunTm30Command({ type: 'EraseTm30PersonalData', data: { bookingId, reason } }, actor, now));
  }
}
