import { Controller, Get, Header, Param, Query, StreamableFile, UseGuards } from '@nestjs/common';
import type { BookingDocumentDto } from '@baan-talay/contracts';
import { RateLimited } from '../../../infrastructure/http/rate-limit';
import { ApiFileResponse } from '../../../infrastructure/http/openapi-upload';
import { BookingAccessGuard } from '../../booking';
import { BookingDocuments } from '../booking-documents.service';
import { ReceiptQueryDto } from './receipt-query.dto';

/** A booking's numbered receipts / tax invoices and credit notes (issue 30). Its access token or an admin. */
@Controller('booking')
export class DocumentsController {
  constructor(private readonly documents: BookingDocuments) {}

  @Get(':id/documents')
  @Header('Cache-Control', 'private, no-store')
  @UseGuards(BookingAccessGuard)
  async list(@Param('id') id: string): Promise<BookingDocumentDto[]> {
    const issued = await this.documents.list(id);
    return issued.map(({ id: documentId, kind, number, amount, issuedAt, taxInvoice, refersToNumber }) => ({
      id: documentId, kind, number, amount, issuedAt, taxInvoice, refersToNumber,
    }));
  }

  @Get(':id/documents/:number')
  @Header('Cache-Control', 'private, no-store')
  @ApiFileResponse('The document as an A4 PDF', 'application/pdf')
  @UseGuards(BookingAccessGuard)
  @RateLimited('receipt-ip', 'receipt-booking')
  async pdf(@Param('id') id: string, @Param('number') number: string, @Query() query: ReceiptQueryDto): Promise<StreamableFile> {
    const loaded = await this.documents.load(id);
    const { pdf, filename } = await this.documents.documentPdf(loaded, number, query.lang ?? loaded.booking.language);
    return new StreamableFile(pdf, { type: 'application/pdf', length: pdf.length, disposition: `attachment; filename="${filename}"` });
  }
}
