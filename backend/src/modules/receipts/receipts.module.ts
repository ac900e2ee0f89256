import { Module } from '@nestjs/common';
import { BookingModule } from '../booking';
import { PaymentsModule } from '../payments';
import { VillaModule } from '../villa';
import { BookingDocuments } from './booking-documents.service';
import { ReceiptController } from './http/receipt.controller';
import { PromptPayQrService } from './promptpay/promptpay-qr.service';

/** PDF receipts and PromptPay QR codes of bookings; BookingDocuments is shared with the e-mails. */
@Module({
  imports: [BookingModule, VillaModule, PaymentsModule],
  controllers: [ReceiptController],
  providers: [BookingDocuments, PromptPayQrService],
  exports: [BookingDocuments],
})
export class ReceiptsModule {}
