import { Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import type { SendConfirmationResponse } from '@baan-talay/contracts';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../../shared/domain-error';
import { AdminGuard, CurrentAdmin, type AdminActor } from '../../admin-auth';
import { BookingDocuments } from '../../receipts';
import { EmailQueue } from '../jobs/email.queue';

/** Admin: e-mail the confirmation (with the receipt) again; it is recorded again once sent. */
@Controller('booking')
export class SendConfirmationController {
  constructor(
    private readonly documents: BookingDocuments,
    private readonly emails: EmailQueue,
  ) {}

  @Post(':id/send-confirmation')
  @UseGuards(AdminGuard)
  @HttpCode(202)
  async send(@Param('id') id: string, @CurrentAdmin() admin: AdminActor): Promise<SendConfirmationResponse> {
    const { booking } = await this.documents.load(id);
    if (booking.status !== 'confirmed') {
      throw new DomainError('conflict', 'Only a confirmed booking has a confirmation e-mail to send', { code: 'booking.notConfirmed' });
    }
    if (!booking.customerInfo?.email) throw new DomainError('conflict', 'This booking has no e-mail address yet', { code: 'booking.noEmail' });
    // Each request is a confirmation of its own: a new id, a new message, a new record.
    const requestId = randomUUID();
    await this.emails.enqueue(`confirmed-resend-${requestId}`, {
      kind: 'booking_confirmed',
      bookingId: id,
      confirmationId: requestId,
      requestedBy: { kind: 'admin', id: admin.id, email: admin.email },
    });
    return { status: 'success', message: `The confirmation e-mail to ${booking.customerInfo.email} is on its way` };
  }
}
