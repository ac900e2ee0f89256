import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { RunCommandOptions } from '../../event-store/command-runner';
import { EVENT_STORE, EventStore } from '../../event-store/event-store.port';
import { APP_CONFIG, AppConfig } from '../../infrastructure/config/app-config';
import { runInTransaction } from '../../infrastructure/database/run-in-transaction';
import { PeriodicTask } from '../../infrastructure/queue/periodic-task';
import { HealthContributor, HealthSection } from '../../shared/health-contributor';
import { HeldStays, HolderEvent, stayGuardWrites } from './held-stays';
import { holdersOf, Stay } from './night-holds';
import { StayGuardReconciliation } from './stay-guard-reconciliation';
import { StayReservations } from './stay-reservations';
import { CLOCK, type Clock } from '../../shared/clock';

/** The holder whose streams the guard follows (the booking context provides it: StayGuardModule.forHolder). */
export const HELD_STAYS = 'baan-talay:held-stays';

const RECONCILE_EVERY_MS = 3 * 60_000;

/**
 * The stay guard's strategy, chosen by the store's capability: in the append's transaction on a
 * transactional store (Postgres), by reservation elsewhere (EventStoreDB), with the reconciler run
 * at start and every few minutes. GET /api/health → `stayGuard` shows open reservations and conflicts.
 */
@HealthSection()
@Injectable()
export class StayGuard<S = unknown, E extends HolderEvent = HolderEvent> implements OnApplicationBootstrap, OnModuleDestroy, HealthContributor {
  readonly name = 'stayGuard';
  readonly reservations: StayReservations<S, E>;
  readonly reconciliation: StayGuardReconciliation<S, E>;
  private readonly periodic = new PeriodicTask('Stay-guard reconciliation', async () => {
    const { held, released, repaired, conflicts } = await this.reconciliation.reconcile(new Date(this.clock.now()));
    return held + released + repaired + conflicts > 0
      ? `Reservations: ${held} held, ${released} released; ${repaired} guard row(s) repaired; ${conflicts} conflict(s)`
      : null;
  });

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(HELD_STAYS) private readonly rule: HeldStays<S, E>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.reservations = new StayReservations(runInTransaction(dataSource), rule);
    this.reconciliation = new StayGuardReconciliation(runInTransaction(dataSource), store, rule);
  }

  /** The command-runner options that apply the guard. */
  options(): Pick<RunCommandOptions<S, unknown, E>, 'transactionalWrites' | 'aroundAppend'> {
    if (this.store.transactional) return { transactionalWrites: stayGuardWrites(this.rule) };
    return { aroundAppend: (append, context) => this.reservations.around(append, context) };
  }

  onApplicationBootstrap(): void {
    if (this.config.runWorkers && !this.store.transactional) this.periodic.start(RECONCILE_EVERY_MS);
  }

  onModuleDestroy(): Promise<void> {
    return this.periodic.stop();
  }

  /** Another booking holding any night of `stay` (blocks and imported stays have no reference to give). */
  async bookingHolding(stay: Stay, except: string): Promise<string | null> {
    const holders = await holdersOf({ query: (sql, params) => this.dataSource.query(sql, params) }, stay);
    return holders.find((h) => h.kind === 'booking' && h.holderId !== except)?.holderId ?? null;
  }

  async health(): Promise<Record<string, unknown>> {
    const [row] = await this.dataSource.query(
      `SELECT (SELECT count(*)::int FROM stay_reservations WHERE state = 'reserved') AS open,
              (SELECT count(*)::int FROM stay_guard_conflicts) AS conflicts`,
    );
    return { ok: row.conflicts === 0, strategy: this.store.transactional ? 'transaction' : 'reservation', openReservations: row.open, conflicts: row.conflicts };
  }
}
