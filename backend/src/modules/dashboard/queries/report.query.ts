import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { PaymentFiguresDto, ReportDto } from '@baan-talay/contracts';
import { PaymentFiguresQuery } from '../../payments';
import { buildReport } from '../domain/report';
import { NightLedgerReader } from './night-ledger';

export class ReportQuery {
  constructor(
    readonly year: number,
    /** 1-12; null: the whole year by month. */
    readonly month: number | null,
  ) {}
}

/**
 * Occupancy, revenue, ADR, RevPAR, bookings by status and lead time of a year or a month: the
 * night ledger (bookings, nights not for sale) figured by domain/report.ts. The money of the stays
 * checking in during the period (deposits, balances outstanding and overdue) is the payments
 * context's, asked over the query bus: the dashboard's rule, not a second copy of it.
 */
@QueryHandler(ReportQuery)
export class ReportHandler implements IQueryHandler<ReportQuery, ReportDto> {
  constructor(
    private readonly ledger: NightLedgerReader,
    private readonly queries: QueryBus,
  ) {}

  async execute({ year, month }: ReportQuery): Promise<ReportDto> {
    const { from, to } = buildReport(year, month, [], new Set()).total;
    const [{ bookings, unavailable }, payments] = await Promise.all([
      this.ledger.read(from, to),
      this.queries.execute<PaymentFiguresQuery, PaymentFiguresDto>(new PaymentFiguresQuery(from, to)),
    ]);
    return { ...buildReport(year, month, bookings, unavailable), payments };
  }
}
