import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BalanceDueQuery } from '../../booking';
import { PaymentLedgerQueries } from './payment-ledger.queries';

@QueryHandler(BalanceDueQuery)
export class BalanceDueHandler implements IQueryHandler<BalanceDueQuery, boolean> {
  constructor(private readonly ledger: PaymentLedgerQueries) {}

  async execute({ bookingId }: BalanceDueQuery): Promise<boolean> {
    return (await this.ledger.dueNow(bookingId))?.kind === 'balance';
  }
}
