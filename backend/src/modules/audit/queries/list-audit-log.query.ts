import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { AuditDescription, AuditEntryDto, Paginated } from '@baan-talay/contracts';
import { Repository } from 'typeorm';
import { EVENT_STORE, EventStore } from '../../../event-store/event-store.port';
import { AuditDescriber, needsStreamHistory } from '../audit-description';
import { auditChanges } from '../audit-changes';
import { AuditEntryEntity } from '../projections/audit-entry.entity';
import { AdminUsersReader } from '../../admin-auth';
import { auditEntryFromRow, withAdminNames } from './audit-entry.view';

export interface AuditLogFilter {
  page: number;
  pageSize: number;
  /** A booking's id, its reference (BT-…) or the start of its id. */
  bookingId?: string;
  /** An admin's id or e-mail. */
  actor?: string;
  actorKind?: 'guest' | 'admin' | 'system';
  /** Event types, any of. */
  types?: string[];
  from?: Date;
  to?: Date;
  order: 'asc' | 'desc';
}

export class ListAuditLogQuery {
  constructor(readonly filter: AuditLogFilter) {}
}

@QueryHandler(ListAuditLogQuery)
export class ListAuditLogHandler implements IQueryHandler<ListAuditLogQuery, Paginated<AuditEntryDto>> {
  constructor(
    @InjectRepository(AuditEntryEntity) private readonly entries: Repository<AuditEntryEntity>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly admins: AdminUsersReader,
  ) {}

  async execute({ filter }: ListAuditLogQuery): Promise<Paginated<AuditEntryDto>> {
    const query = this.entries.createQueryBuilder('a');
    if (filter.bookingId) {
      const prefix = bookingIdPrefix(filter.bookingId);
      if (prefix) query.andWhere('a.booking_id LIKE :prefix', { prefix: `${prefix}%` });
      else query.andWhere('a.booking_id = :bookingId', { bookingId: filter.bookingId.trim() });
    }
    if (filter.actor) {
      query.andWhere('(a.actor_id = :actor OR lower(a.actor_email) = lower(:actor))', { actor: filter.actor });
    }
    if (filter.actorKind) query.andWhere('a.actor_kind = :kind', { kind: filter.actorKind });
    if (filter.types?.length) query.andWhere('a.event_type IN (:...types)', { types: filter.types });
    if (filter.from) query.andWhere('a.occurred_at >= :from', { from: filter.from });
    if (filter.to) query.andWhere('a.occurred_at <= :to', { to: filter.to });
    const [rows, total] = await query
      .orderBy('a.seq', filter.order === 'asc' ? 'ASC' : 'DESC')
      .skip((filter.page - 1) * filter.pageSize)
      .take(filter.pageSize)
      .getManyAndCount();
    const told = await this.descriptions(rows);
    const items = await withAdminNames(
      rows.map((row) => auditEntryFromRow(row, told(row))),
      this.admins,
    );
    return { items, total, page: filter.page, pageSize: filter.pageSize };
  }

  /**
   * Villa and admin events tell what changed only against their stream's earlier events: those
   * streams are read once per page and told in order; any other row is told on its own.
   */
  private async descriptions(rows: AuditEntryEntity[]): Promise<(row: AuditEntryEntity) => AuditDescription> {
    const told = new Map<string, AuditDescription>();
    for (const streamId of new Set(rows.map((row) => row.streamId).filter(needsStreamHistory))) {
      const describer = new AuditDescriber();
      for (const event of await this.store.readStream(streamId)) {
        told.set(`${streamId}/${event.streamVersion}`, describer.describe(event.type, auditChanges(event.data)));
      }
    }
    return (row) => told.get(`${row.streamId}/${row.streamVersion}`) ?? new AuditDescriber().describe(row.eventType, row.changes);
  }
}

/**
 * A booking filter as an admin types it: `BT-1A2B3C4D`, an id or its start, any case, as the start
 * of a (lower-case hex) booking id; null for anything else, which is then matched whole, never as
 * a LIKE pattern.
 */
export function bookingIdPrefix(input: string): string | null {
  const id = input.trim().toLowerCase().replace(/^bt-/, '');
  return /^[0-9a-f-]+$/.test(id) ? id : null;
}
