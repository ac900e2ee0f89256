import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { todayInBangkok } from '@baan-talay/pricing';
import { DataSource } from 'typeorm';
import type { Actor } from '../../../event-store/event-store.port';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { PeriodicTask } from '../../../infrastructure/queue/periodic-task';
import { CLOCK, type Clock } from '../../../shared/clock';
import { ErasePersonalDataCommand } from '../commands';
import { retentionCutoff } from '../domain/retention.rule';

const EVERY_SIX_HOURS = 6 * 3600 * 1000;
/** The audit trail names the retention job as the system actor that erased the data. */
export const RETENTION_ACTOR: Actor = { kind: 'system', id: 'pii-retention' };

/**
 * Erases the personal data of stays that checked out more than PII_RETENTION_MONTHS ago (default
 * 24), keeping what accounting needs (reference, dates, amounts, status). Runs at start-up and
 * every six hours on every instance that runs workers: erasing is idempotent.
 */
@Injectable()
export class PiiRetentionJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly periodic = new PeriodicTask('Personal-data retention', async () => {
    const erased = await this.run();
    return erased.length > 0 ? `Erased the personal data of ${erased.length} booking(s) past retention` : null;
  });
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly commandBus: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.runWorkers) this.periodic.start(EVERY_SIX_HOURS);
  }

  onModuleDestroy(): Promise<void> {
    return this.periodic.stop();
  }

  /** Erases every booking past retention on the clock's today (or `now`'s); returns their ids. */
  async run(now = new Date(this.clock.now())): Promise<string[]> {
    const cutoff = retentionCutoff(todayInBangkok(now), this.config.piiRetentionMonths);
    const rows: { id: string }[] = await this.dataSource.query(
      'SELECT id FROM booking_view WHERE personal_data_erased_at IS NULL AND check_out <= $1 ORDER BY check_out',
      [cutoff],
    );
    for (const { id } of rows) await this.commandBus.execute(new ErasePersonalDataCommand(id, RETENTION_ACTOR, 'retention', now));
    return rows.map((row) => row.id);
  }
}
