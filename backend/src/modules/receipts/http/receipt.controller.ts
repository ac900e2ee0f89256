import { Controller, Get, Header, Param, Query, StreamableFile, UseGuards } from '@nestjs/common';
import type { PromptPayQrDto } from '@baan-talay/contracts';
import { RateLimited } from '../../../infrastructure/http/rate-limit';
import { ApiFileResponse } from '../../../infrastructure/http/openapi-upload';
import { BookingAccessGuard } from '../../booking';
import { BookingDocuments } from '../booking-documents.service';
import { PromptPayQrService } from '../promptpay/promptpay-qr.service';
import { ReceiptQueryDto } from './receipt-query.dto';

/** A booking's papers: the PDF receipt and the PromptPay QR. Its access token or an admin. */
@Controller('booking')
export class ReceiptController {
  constructor(
    private readonly documents: BookingDocuments,
    private readonly promptPay: PromptPayQrService,
  ) {}

  @Get(':id/receipt')
  // Names, e-mail and amounts: never kept by a shared cache.
  @Header('Cache-Control', 'private, no-store')
  @ApiFileResponse('The receipt as an A4 PDF', 'application/pdf')
  // Listed above the limit, so it runs after it: a burst is refused before a token costs a query.
  @UseGuards(BookingAccessGuard)
  @RateLimited('receipt-ip', 'receipt-booking')
  async receipt(@Param('id') id: string, @Query() query: ReceiptQueryDto): Promise<StreamableFile> {
    const loaded = await this.documents.load(id);
    const { pdf, filename } = await this.documents.receiptPdf(loaded, query.lang ?? loaded.booking.language);
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      length: pdf.length,
      disposition: `attachment; filename="${filename}"`,
    });
  }

  @Get(':id/promptpay-qr')
  @Header('Cache-Control', 'private, no-store')
  @UseGuards(BookingAccessGuard)
  promptPayQr(@Param('id') id: string): Promise<PromptPayQrDto> {
    return this.promptPay.forBooking(id);
  }
}
