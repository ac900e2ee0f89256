import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BalanceDueQuery } from '../../booking';
import { LedgerReads } from './ledger-reads';

/** Whether the booking's balance is what the guest pays now, from the ledger as the booking's events left it. */
@QueryHandler(BalanceDueQuery)
export class BalanceDueHandler implements IQueryHandler<BalanceDueQuery, boolean> {
  constructor(private readonly ledger: LedgerReads) {}

  async execute({ bookingId }: BalanceDueQuery): Promise<boolean> {
    return (await this.ledger.dueNow(bookingId))?.kind === 'balance';
  }
}
