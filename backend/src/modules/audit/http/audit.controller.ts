import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AuditEntryDto, Paginated } from '@baan-talay/contracts';
import { isVillaDate, villaDayBounds } from '@baan-talay/pricing';
import { AdminGuard } from '../../admin-auth';
import { ListAuditLogQuery } from '../queries/list-audit-log.query';
import { AuditQueryDto } from './audit-query.dto';

// A date alone is a villa-local day (Asia/Bangkok): `from` its start, `to` its end.
const startOf = (value: string) => (isVillaDate(value) ? villaDayBounds(value).start : new Date(value));
const endOf = (value: string) => (isVillaDate(value) ? villaDayBounds(value).end : new Date(value));

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
