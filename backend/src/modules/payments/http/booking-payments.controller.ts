import { Controller, Get, Header, Param, UseGuards } from '@nestjs/common';
import type { PaymentLedgerDto } from '@baan-talay/contracts';
import { BookingAccessGuard } from '../../booking';
import { LedgerReads } from '../queries/ledger-reads';

/** The guest's payment schedule and ledger: what is paid, due now, due later and by when. */
@Controller('booking')
export class BookingPaymentsController {
  constructor(private readonly reads: LedgerReads) {}

  @Get(':id/payments')
  @Header('Cache-Control', 'private, no-store')
  @UseGuards(BookingAccessGuard)
  ledger(@Param('id') id: string): Promise<PaymentLedgerDto> {
    return this.reads.current(id);
  }
}
