import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { BookingStatus, PaymentMethod } from '@baan-talay/contracts';
import type { Actor } from '../../../event-store/event-store.port';
import { CLOCK, type Clock } from '../../../shared/clock';
import { refundInput } from './refund-policy';
import type { UpdateBooking } from '../domain/booking.commands';
import { SlipFiles } from '../queries/slip-files';
import { SlipQrReader } from '../slip-check/slip-qr.reader';
import { paymentActor } from '../domain/payment-actor';
import { BookingCommandResult, BookingStream } from './booking-stream';
import type { BookingDetailsInput } from './change-booking-details.handler';
import { toStayDate } from './stay-check';
import { VILLA_RULES, type VillaRules } from './booking-ports';

/** PATCH /api/booking/:id (SPEC §7): the guest's payment fields; an admin may add a status and the edit's. */
export interface BookingPatch extends BookingDetailsInput {
  paymentMethod?: PaymentMethod;
  /** A URL from POST /api/upload/slip to attach, or null to remove the slip. */
  paymentSlipUrl?: string | null;
  status?: BookingStatus;
  reason?: string;
}

const DETAIL_FIELDS = ['customerName', 'checkIn', 'checkOut', 'guests', 'rooms', 'email', 'phone', 'totalPrice'] as const;

/** One request, one command: decided once (the decider says which parts a guest may send) and appended once. */
export class UpdateBookingCommand extends Command<BookingCommandResult> {
  constructor(
    readonly bookingId: string,
    readonly patch: BookingPatch,
    readonly actor: Actor,
  ) {
    super();
  }
}

@CommandHandler(UpdateBookingCommand)
export class UpdateBookingHandler implements ICommandHandler<UpdateBookingCommand> {
  constructor(
    private readonly bookings: BookingStream,
    private readonly slips: SlipFiles,
    @Inject(VILLA_RULES) private readonly villa: VillaRules,
    private readonly qrReader: SlipQrReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ bookingId, patch, actor }: UpdateBookingCommand): Promise<BookingCommandResult> {
    const now = new Date(this.clock.now());
    const by = actor.kind === 'admin' ? 'admin' : 'guest';
    const { paymentMethod, paymentSlipUrl, status, reason } = patch;
    const slip = typeof paymentSlipUrl === 'string' ? await this.checkedSlip(bookingId, paymentSlipUrl) : paymentSlipUrl;
    const data: UpdateBooking['data'] = { bookingId, by, now: now.toISOString(), paymentMethod, slip, status, reason, actor: paymentActor(actor) };
    const editsDetails = DETAIL_FIELDS.some((field) => patch[field] !== undefined);
    const reopens = by === 'admin' && (slip === null || status === 'pending_payment');
    if (editsDetails || reopens) {
      const pricing = await this.villa.pricing();
      if (editsDetails) data.details = { ...detailsOf(patch), pricing };
      if (reopens) data.paymentDeadline = new Date(now.getTime() + pricing.paymentWindowMinutes * 60_000).toISOString();
    }
    // An admin cancelling here refunds by the villa's policy as on the status route (issue 30).
    if (by === 'admin' && status === 'cancelled') data.refund = await refundInput(this.villa, now);
    const result = await this.bookings.run({ type: 'UpdateBooking', data }, actor, { now });
    // The attached slip supersedes every other file uploaded for the booking, but an accepted deposit's
    // slip stays beside the balance's (issue 30).
    if (slip) await this.slips.deleteOthers(bookingId, [slip.key, ...(result.state?.slip ? [result.state.slip.key] : [])]);
    return result;
  }

  /** The uploaded slip to attach, with its QR check: SlipAttached carries it and the append claims its fingerprints. */
  private async checkedSlip(bookingId: string, paymentSlipUrl: string) {
    const file = await this.slips.resolve(bookingId, paymentSlipUrl);
    const stored = await this.slips.bytes(bookingId, file.key.slice(file.key.lastIndexOf('/') + 1));
    const check = stored ? await this.qrReader.check(stored, file.contentType, file.sha256) : { qr: null, reason: 'unreadable' as const };
    return { ...file, ...check };
  }
}

function detailsOf({ customerName, checkIn, checkOut, guests, rooms, email, phone, totalPrice }: BookingPatch) {
  return {
    customerName,
    rooms,
    email,
    phone,
    checkIn: toStayDate(checkIn, 'checkIn') ?? undefined,
    checkOut: toStayDate(checkOut, 'checkOut') ?? undefined,
    guests,
    totalPrice,
  };
}
