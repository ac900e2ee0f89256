import { ApiSecurity } from '@nestjs/swagger';
import { ApiFileResponse, ApiUpload } from '../../../infrastructure/http/openapi-upload';
import { Body, Controller, Get, Headers, Param, Post, Req, Res, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { MAX_UPLOAD_BYTES } from '../../../infrastructure/storage/file-type';
import type { FileStream } from '../../../infrastructure/storage/file-storage.port';
import { sendFileStream } from '../../../infrastructure/storage/send-file-stream';
import { RateLimited, RateLimiter } from '../../../infrastructure/http/rate-limit';
import { DomainError } from '../../../shared/domain-error';
import { BookingQueries } from '../queries/booking.queries';
import { BalanceDueQuery } from '../queries/balance-due.query';
import { SlipFiles } from '../queries/slip-files';
import { SlipCheck } from '../slip-check/slip-check.service';
import { BookingAccess, BookingAccessGuard } from './booking-access';
import { UploadSlipDto } from './dto/upload-slip.dto';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/**
 * Payment slips. POST /api/upload/slip only stores the file and answers its `paymentSlipUrl`; the guest
 * then attaches it with PATCH /api/booking/:id {paymentSlipUrl, status: 'in_review'} (SPEC §7).
 * Slips are private: served only with the booking's token or to an admin. The answer carries the
 * slip's QR check (`slipCheck`), so the guest learns at once when the owner must check it by hand.
 */
@Controller()
export class SlipController {
  constructor(
    private readonly access: BookingAccess,
    private readonly slips: SlipFiles,
    private readonly bookings: BookingQueries,
    private readonly slipCheck: SlipCheck,
    private readonly limits: RateLimiter,
    private readonly queries: QueryBus,
  ) {}

  @Post('upload/slip')
  @ApiUpload('slip', 1, UploadSlipDto)
  @ApiSecurity('booking-token')
  @ApiSecurity('bearerAuth')
  @RateLimited('slip-upload-ip')
  // One byte over the limit is enough for multer to tell "too large" (413) without reading more.
  @UseInterceptors(FileInterceptor('slip', { limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 5, parts: 8 } }))
  async upload(@UploadedFile() file: { buffer: Buffer } | undefined, @Body() body: UploadSlipDto, @Headers() headers: Request['headers']) {
    // Multipart fields are only parsed by the interceptor, so the token is checked here, not in a guard.
    await this.access.authorize(body.bookingId, headers);
    // An admin token passes the check above for any id: a booking that does not exist gets no files.
    const booking = await this.bookings.findDto(body.bookingId);
    if (!booking) throw new DomainError('not_found', 'Booking not found', { code: 'booking.notFound' });
    // Each upload may cost a QR decode: counted per booking too, from any number of addresses.
    await this.limits.hit('slip-upload-booking', body.bookingId);
    if (!file) throw new DomainError('validation', 'Please choose a slip file', { code: 'slip.missing' });
    // A closed booking or one with too many files is told so before its slip is read.
    const balanceDue = booking.status === 'confirmed' && (await this.queries.execute(new BalanceDueQuery(body.bookingId)));
    await this.slips.assertAccepts(body.bookingId, booking.status, balanceDue);
    // Checked before it is stored: a slip another booking holds is refused (409 slip.alreadyUsed).
    const slipCheck = await this.slipCheck.check(body.bookingId, file.buffer);
    const stored = await this.slips.store(body.bookingId, file.buffer);
    return { status: 'success', ...stored, slipCheck };
  }

  @Get('booking/:id/slip')
  @UseGuards(BookingAccessGuard)
  @ApiFileResponse('The slip attached to the booking', 'image/jpeg', 'image/png', 'application/pdf')
  async attached(@Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const slip = await this.bookings.attachedSlip(id);
    const file = slip && (await this.slips.read(id, slip.key.slice(slip.key.lastIndexOf('/') + 1)));
    if (!file) throw new DomainError('not_found', 'No slip is attached to this booking', { code: 'slip.notAttached' });
    await send(req, res, file);
  }

  @Get('booking/:id/slip/:file')
  @UseGuards(BookingAccessGuard)
  @ApiFileResponse('A slip uploaded for the booking', 'image/jpeg', 'image/png', 'application/pdf')
  async uploaded(@Param('id') id: string, @Param('file') name: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const file = await this.slips.read(id, name);
    if (!file) throw new DomainError('not_found', 'Slip not found', { code: 'slip.notFound' });
    await send(req, res, file);
  }
}

/**
 * A slip is the guest's file, never a page of this site: a PDF is downloaded, not rendered here, and
 * whatever a file holds runs in a sandbox (no script, no same-origin access to the site).
 */
function send(req: Request, res: Response, slip: { file: FileStream; contentType: string }): Promise<void> {
  const disposition = slip.contentType === 'application/pdf' ? 'attachment' : 'inline';
  return sendFileStream(req, res, slip.file, {
    'Content-Type': slip.contentType,
    'Content-Disposition': `${disposition}; filename="payment-slip.${EXTENSIONS[slip.contentType] ?? 'bin'}"`,
    'Content-Security-Policy': 'sandbox',
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
}
