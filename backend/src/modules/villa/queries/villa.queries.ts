import type { BillingSettingsDto } from '@baan-talay/contracts';
import { billingOf } from '../domain/billing.rule';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminVillaDto, PaymentPlanDto, VillaDto, VillaPricing } from '@baan-talay/contracts';
import { DataSource } from 'typeorm';
import { foldEvents } from '../../../event-store/decider';
import { EVENT_STORE, EventStore } from '../../../event-store/event-store.port';
import { DomainError } from '../../../shared/domain-error';
import type { VillaEvent } from '../domain/villa.events';
import { villaDecider } from '../domain/villa.decider';
import { paymentPlanOf } from '../domain/payment-plan.rule';
import { VILLA_STREAM_ID, Villa } from '../domain/villa.state';
import { VILLA_VIEW_ID } from '../projections/villa-view.projection';
import { openForBookings, toAdminVillaDto, toVillaDto, villaPricing } from './villa-dto.mapper';

export interface CurrentVilla {
  villa: Villa;
  updatedAt: string;
}

/**
 * Every quote and booking reads the villa, which changes only when an admin edits it: the last read
 * is kept for a second, and dropped at once when a villa command of this process has reached
 * villa_view (VillaStream). Other instances see an edit within the second.
 */
const CACHE_MS = 1000;

/** Reads the villa from its read model (villa_view). */
@Injectable()
export class VillaQueries {
  private cached: { value: CurrentVilla; until: number } | null = null;
  private generation = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async current(): Promise<CurrentVilla> {
    if (this.cached && this.cached.until > Date.now()) return this.cached.value;
    const generation = this.generation;
    const value = await this.load();
    // A read that started before an invalidation may hold the old villa: don't keep it.
    if (generation === this.generation) this.cached = { value, until: Date.now() + CACHE_MS };
    return value;
  }

  invalidate(): void {
    this.generation++;
    this.cached = null;
  }

  private async load(): Promise<CurrentVilla> {
    const [row] = await this.dataSource.query(`SELECT villa, updated_at FROM villa_view WHERE id = $1`, [VILLA_VIEW_ID]);
    if (row) return { villa: row.villa, updatedAt: new Date(row.updated_at).toISOString() };
    // Only right after the very first start, before the projection has seen VillaCreated.
    const events = await this.store.readStream(VILLA_STREAM_ID);
    const villa = foldEvents(villaDecider, events as unknown as VillaEvent[]);
    if (villa === null) throw new DomainError('not_found', 'The villa has not been set up yet', { code: 'villa.notSetUp' });
    return { villa, updatedAt: events[events.length - 1].metadata.occurredAt };
  }

  async publicView(): Promise<VillaDto> {
    const { villa, updatedAt } = await this.current();
    return toVillaDto(villa, updatedAt);
  }

  async adminView(): Promise<AdminVillaDto> {
    const { villa, updatedAt } = await this.current();
    return toAdminVillaDto(villa, updatedAt);
  }

  /** Taxes and fees, cancellation tiers and the seller (issue 30). */
  async billing(): Promise<BillingSettingsDto> {
    return billingOf((await this.current()).villa);
  }

  async pricing(): Promise<VillaPricing & { paymentWindowMinutes: number; openForBookings: boolean; paymentPlan: PaymentPlanDto }> {
    const { villa } = await this.current();
    return {
      ...villaPricing(villa),
      paymentWindowMinutes: villa.paymentWindowMinutes,
      openForBookings: openForBookings(villa),
      paymentPlan: paymentPlanOf(villa),
    };
  }
}
