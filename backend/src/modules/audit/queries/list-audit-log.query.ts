import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { AuditEntryDto, Paginated } from '@baan-talay/contracts';
import { Repository } from 'typeorm';
import { AuditEntryEntity } from '../projections/audit-entry.entity';
import { auditEntryFromRow } from './audit-entry.view';

export interface AuditLogFilter {
  page: number;
  pageSize: number;
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
  constructor(@InjectRepository(AuditEntryEntity) private readonly entries: Repository<AuditEntryEntity>) {}

  async execute({ filter }: ListAuditLogQuery): Promise<Paginated<AuditEntryDto>> {
    const query = this.entries.createQueryBuilder('a');
    if (filter.bookingId) query.andWhere('a.booking_id = :bookingId', { bookingId: filter.bookingId });
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
    return { items: rows.map(auditEntryFromRow), total, page: filter.page, pageSize: filter.pageSize };
  }
}
