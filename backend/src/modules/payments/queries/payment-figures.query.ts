import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PaymentFiguresDto } from '@baan-talay/contracts';
import { PaymentLedgerQueries } from './payment-ledger.queries';

/**
 * The money figures of the stays checking in during [from, to) (villa dates): asked by the reports
 * over the query bus, answered by the dashboard's own rule (PaymentLedgerQueries.figures).
 */
export class PaymentFiguresQuery {
  constructor(
    readonly from: string,
    readonly to: string,
  ) {}
}

@QueryHandler(PaymentFiguresQuery)
export class PaymentFiguresHandler implements IQueryHandler<PaymentFiguresQuery, PaymentFiguresDto> {
  constructor(private readonly ledger: PaymentLedgerQueries) {}

  execute({ from, to }: PaymentFiguresQuery): Promise<PaymentFiguresDto> {
    return this.ledger.figures({ from, to });
  }
}
