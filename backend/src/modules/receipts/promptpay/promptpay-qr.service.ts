import { Injectable } from '@nestjs/common';
import type { PromptPayQrDto } from '@baan-talay/contracts';
import { DomainError } from '../../../shared/domain-error';
import { LedgerReads } from '../../payments';
import { BookingDocuments } from '../booking-documents.service';
import { isValidPromptPayId, promptPayPayload, qrPngDataUrl } from './promptpay-payload';

export const PROMPTPAY_UNAVAILABLE = 'PromptPay is not available for this villa, please pay by bank transfer';
export const NOT_AWAITING_PAYMENT = 'This booking is not awaiting payment';

/**
 * The QR a guest scans to pay: made for the booking's exact amount when the villa has a PromptPay
 * id (the banking app pre-fills it), else the villa's uploaded static QR image.
 */
@Injectable()
export class PromptPayQrService {
  constructor(
    private readonly documents: BookingDocuments,
    private readonly payments: LedgerReads,
  ) {}

  async forBooking(bookingId: string): Promise<PromptPayQrDto> {
    const [{ booking, villa }, due] = await Promise.all([this.documents.load(bookingId), this.payments.dueNow(bookingId)]);
    // What is due now (issue 30): the deposit, then the balance of a confirmed booking.
    const awaiting = due !== undefined ? due !== null : booking.status === 'pending_payment' || booking.status === 'in_review';
    if (!awaiting) throw new DomainError('conflict', NOT_AWAITING_PAYMENT, { code: 'booking.notAwaitingPayment' });
    const amount = due?.amount ?? booking.totalPrice;
    if (villa.promptPayId && isValidPromptPayId(villa.promptPayId) && amount > 0) {
      const payload = promptPayPayload(villa.promptPayId, amount);
      return { kind: 'dynamic', amount, payload, image: await qrPngDataUrl(payload) };
    }
    if (villa.promptPayQrImage) return { kind: 'static', amount, payload: null, image: villa.promptPayQrImage };
    throw new DomainError('conflict', PROMPTPAY_UNAVAILABLE, { code: 'promptPay.unavailable' });
  }
}
