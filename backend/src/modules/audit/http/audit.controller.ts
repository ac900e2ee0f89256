import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AuditEntryDto, Paginated } from '@baan-talay/contracts';
import { AdminGuard } from '../../admin-auth';
import { ListAuditLogQuery } from '../queries/list-audit-log.query';
import { AuditQueryDto } from './audit-query.dto';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
// A date alone is a villa-local day (Asia/Bangkok, UTC+7 all year): `from` its start, `to` its end.
const startOf = (value: string) => new Date(DATE_ONLY.test(value) ? `${value}T00:00:00+07:00` : value);
const endOf = (value: string) => new Date(DATE_ONLY.test(value) ? `${value}T23:59:59.999+07:00` : value);

@Controller('admin/audit')
@UseGuards(AdminGuard)
export class AuditController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(@Query() q: AuditQueryDto): Promise<Paginated<AuditEntryDto>> {
    return this.queries.execute(
      new ListAuditLogQuery({
        page: q.page,
        pageSize: q.pageSize,
        bookingId: q.bookingId,
        actor: q.actor,
        actorKind: q.actorKind,
        types: q.type?.split(',').map((t) => t.trim()).filter(Boolean),
        from: q.from ? startOf(q.from) : undefined,
        to: q.to ? endOf(q.to) : undefined,
        order: q.order,
      }),
    );
  }
}
