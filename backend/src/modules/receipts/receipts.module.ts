import { Module } from '@nestjs/common';
import { BookingModule } from '../booking';
import { PaymentsModule } from '../payments';
import { VillaModule } from '../villa';
import { BookingDocuments } from './booking-documents.service';
import { ReceiptController } from './http/receipt.controller';
import { DocumentsController } from './http/documents.controller';
import { DocumentIssuerReactor } from './jobs/document-issuer.reactor';
import { DocumentRegister } from './register/document-register';
import { PromptPayQrService } from './promptpay/promptpay-qr.service';

/** PDF receipts and PromptPay QR codes of bookings; BookingDocuments is shared with the e-mails. */
@Module({
  imports: [BookingModule, VillaModule, PaymentsModule],
  controllers: [ReceiptController, DocumentsController],
  providers: [BookingDocuments, PromptPayQrService, DocumentRegister, DocumentIssuerReactor],
  exports: [BookingDocuments, DocumentRegister],
})
export class ReceiptsModule {}
