import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { AuditDescription, AuditEntryDto, Paginated } from '@baan-talay/contracts';
import { Repository } from 'typeorm';
import { EVENT_STORE, EventStore } from '../../../event-store/event-store.port';
import { eraseFields, PersonalDataRegistry } from '../../../event-store/personal-data';
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
    private readonly personalData: PersonalDataRegistry,
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
    const told = await this.tell(rows);
    const items = await withAdminNames(
      rows.map((row) => {
        const { changes, description } = told(row);
        return auditEntryFromRow(row, changes, description);
      }),
      this.admins,
    );
    return { items, total, page: filter.page, pageSize: filter.pageSize };
  }

  /**
   * What each row's event changed, read from the log (audit_log keeps a reference, not a copy), and
   * told. Villa and admin events tell what changed only against their stream's earlier events: those
   * streams are read whole once per page and told in order; the other rows' events are read in one
   * call and each told on its own.
   */
  private async tell(rows: AuditEntryEntity[]): Promise<(row: AuditEntryEntity) => Told> {
    const told = new Map<string, Told>();
    const key = (streamId: string, version: number) => `${streamId}/${version}`;
    for (const streamId of new Set(rows.map((row) => row.streamId).filter(needsStreamHistory))) {
      const describer = new AuditDescriber();
      for (const event of await this.store.readStream(streamId)) {
        const changes = auditChanges(event.data);
        told.set(key(streamId, event.streamVersion), { changes, description: describer.describe(event.type, changes) });
      }
    }
    const single = rows.filter((row) => !told.has(key(row.streamId, row.streamVersion)));
    for (const event of await this.store.readEvents(single.map(({ streamId, streamVersion }) => ({ streamId, streamVersion })))) {
      const changes = auditChanges(event.data);
      told.set(key(event.streamId, event.streamVersion), { changes, description: new AuditDescriber().describe(event.type, changes) });
    }
    const erased = await this.erasedStreams(rows);
    return (row) => {
      // A row always has its event (the log is append-only); an empty entry rather than a failed page if not.
      const entry = told.get(key(row.streamId, row.streamVersion)) ?? { changes: {}, description: new AuditDescriber().describe(row.eventType, {}) };
      const paths = erased.has(row.streamId) ? this.personalData.fieldsOf(row.eventType) : undefined;
      if (!paths) return entry;
      const changes = eraseFields(entry.changes, paths);
      return { changes, description: new AuditDescriber().describe(row.eventType, changes) };
    };
  }

  /**
   * The page's streams whose personal data was erased. The log reads them as erased already; this
   * also holds on an instance that still caches a key another instance destroyed (an erasure event
   * is recorded with the booking it erased, so the booking index finds it).
   */
  private async erasedStreams(rows: AuditEntryEntity[]): Promise<Set<string>> {
    const bookings = [...new Set(rows.flatMap((row) => (row.bookingId ? [row.bookingId] : [])))];
    if (bookings.length === 0) return new Set();
    const found: { stream_id: string }[] = await this.entries.query(
      `SELECT DISTINCT stream_id FROM audit_log WHERE booking_id = ANY($1) AND event_type LIKE '%PersonalDataErased'`,
      [bookings],
    );
    return new Set(found.map((row) => row.stream_id));
  }
}

interface Told {
  changes: Record<string, unknown>;
  description: AuditDescription;
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
