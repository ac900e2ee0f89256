import { Controller, Get, Header, Param, UseGuards } from '@nestjs/common';
import type { PaymentLedgerDto } from '@baan-talay/contracts';
import { BookingAccessGuard } from '../../booking';
import { PaymentLedgerQueries } from '../queries/payment-ledger.queries';

/** The guest's payment schedule and ledger: what is paid, due now, due later and by when. */
@Controller('booking')
export class BookingPaymentsController {
  constructor(private readonly queries: PaymentLedgerQueries) {}

  @Get(':id/payments')
  @Header('Cache-Control', 'private, no-store')
  @UseGuards(BookingAccessGuard)
  ledger(@Param('id') id: string): Promise<PaymentLedgerDto> {
    return this.queries.view(id);
  }
}
