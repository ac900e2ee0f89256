import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { BookingDto, Language, PaymentMethod } from '@baan-talay/contracts';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Actor } from '../../../event-store/event-store.port';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { CLOCK, type Clock } from '../../../shared/clock';
import type { CustomerInfo } from '../domain/booking.events';
import { toBookingDtoFromState } from '../projections/booking-dto.mapper';
import { BookingStream } from './booking-stream';
import { UNPAID_HOLDS, VILLA_RULES, type UnpaidHolds, type VillaRules } from './booking-ports';
import { OriginPseudonyms } from './origin-pseudonyms';
import { assertOpenForBookings, checkAndQuoteStay, toStayDate } from './stay-check';
import { termsOf } from './payment-terms';
import { paymentActor } from '../domain/payment-actor';

export interface CreateBookingInput {
  /** `YYYY-MM-DD` or an ISO date-time (its Asia/Bangkok date). */
  checkIn?: string | null;
  checkOut?: string | null;
  /** Defaults to the whole villa. */
  rooms?: number;
  guests?: number;
  paymentMethod?: PaymentMethod;
  specialRequests?: string;
  language?: Language;
  /** Admin only: created straight to confirmed, with a total other than the quote, with contact details. */
  confirm?: boolean;
  totalPrice?: number | null;
  customerInfo?: CustomerInfo;
  /** The guest's network (`req.clientNetwork`: an IPv6 one per /64), to count their unpaid holds; stored only as a hash. */
  clientIp?: string;
  /** The capability tokens of the bookings this browser started, to count its own unpaid holds. */
  heldTokens?: string[];
}

export interface CreateBookingResult {
  bookingId: string;
  /** As booking_view will show it (built from the new state: no read needed). */
  booking: BookingDto;
  /** The guest's capability for this booking; only its sha256 is stored. Shown once. */
  accessToken: string;
  position: string | null;
}

export class CreateBookingCommand extends Command<CreateBookingResult> {
  constructor(
    readonly input: CreateBookingInput,
    readonly actor: Actor,
  ) {
    super();
  }
}

@CommandHandler(CreateBookingCommand)
export class CreateBookingHandler implements ICommandHandler<CreateBookingCommand> {
  constructor(
    private readonly bookings: BookingStream,
    @Inject(VILLA_RULES) private readonly villa: VillaRules,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(UNPAID_HOLDS) private readonly unpaidHolds: UnpaidHolds,
    private readonly pseudonyms: OriginPseudonyms,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ input, actor }: CreateBookingCommand): Promise<CreateBookingResult> {
    const now = new Date(this.clock.now());
    const pricing = await this.villa.pricing();
    const by = actor.kind === 'admin' ? 'admin' : 'guest';
    assertOpenForBookings(by, pricing);
    const [checkIn, checkOut] = [toStayDate(input.checkIn, 'checkIn'), toStayDate(input.checkOut, 'checkOut')];
    const rooms = input.rooms ?? pricing.bedrooms;
    const guests = input.guests ?? 1;
    const breakdown = checkAndQuoteStay({ checkIn, checkOut, rooms, guests }, pricing, this.config.bookingHorizonDays, now);
    const origin = actor.kind === 'guest' && input.clientIp ? await this.origin(input.clientIp) : null;
    const browser = actor.kind === 'guest' ? await this.browserHolds(input.heldTokens ?? []) : null;
    const bookingId = randomUUID();
    const accessToken = randomBytes(32).toString('base64url');
    const command = {
      type: 'CreateBooking',
      data: {
        bookingId,
        by,
        checkIn: breakdown.checkIn,
        checkOut: breakdown.checkOut,
        rooms,
        guests,
        breakdown,
        paymentMethod: input.paymentMethod ?? 'bank_transfer',
        specialRequests: input.specialRequests?.trim() ?? '',
        language: input.language ?? 'th',
        paymentDeadline: new Date(now.getTime() + this.paymentWindowMs(pricing.paymentWindowMinutes)).toISOString(),
        accessTokenHash: createHash('sha256').update(accessToken).digest('hex'),
        totalOverride: input.totalPrice === breakdown.total ? null : input.totalPrice,
        ...termsOf(pricing.paymentPlan, breakdown.checkIn, now),
        confirm: input.confirm,
        ...(input.confirm && { now: now.toISOString(), actor: paymentActor(actor) }),
        customerInfo: input.customerInfo,
        ...origin,
        ...(browser && { unpaidHoldsOfBrowser: browser }),
      },
    } as const;
    // A guest gets the booking built from the new state at once; an admin's list must show it.
    const result = await this.bookings.run(command, actor, { now, awaitView: actor.kind !== 'guest' });
    if (result.state === null) throw new Error('CreateBooking left no booking');
    if (origin) this.unpaidHolds.created(origin.ipHash, result.position);
    const booking = toBookingDtoFromState(result.state, now.toISOString(), by);
    return { bookingId, booking, accessToken, position: result.position };
  }

  /** The IP's hash and its live unpaid holds, for the decider's limit. */
  private async origin(ip: string): Promise<{ ipHash: string; unpaidHoldsOfIp: { count: number; max: number } }> {
    const ipHash = await this.pseudonyms.of(ip);
    return { ipHash, unpaidHoldsOfIp: { count: await this.unpaidHolds.count({ ipHash }), max: this.config.unpaidHoldsPerIpLimit } };
  }

  /** The live unpaid holds among the bookings whose tokens the browser sent (a browser that sends none has none). */
  private async browserHolds(tokens: string[]): Promise<{ count: number; max: number }> {
    const tokenHashes = [...new Set(tokens)].map((token) => createHash('sha256').update(token).digest('hex'));
    return { count: await this.unpaidHolds.count({ tokenHashes }), max: this.config.unpaidHoldsLimit };
  }

  /** The villa's window, unless PAYMENT_WINDOW_SECONDS shortens it for browser and fault tests. */
  private paymentWindowMs(villaMinutes: number): number {
    return (this.config.paymentWindowSecondsOverride ?? villaMinutes * 60) * 1000;
  }
}
