import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ReportDto } from '@baan-talay/contracts';
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
 * night ledger (bookings, nights not for sale) figured by domain/report.ts.
 */
@QueryHandler(ReportQuery)
export class ReportHandler implements IQueryHandler<ReportQuery, ReportDto> {
  constructor(private readonly ledger: NightLedgerReader) {}

  async execute({ year, month }: ReportQuery): Promise<ReportDto> {
    const { from, to } = buildReport(year, month, [], new Set()).total;
    const { bookings, unavailable } = await this.ledger.read(from, to);
    return buildReport(year, month, bookings, unavailable);
  }
}
