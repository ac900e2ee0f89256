import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { BookingDto, Language, PaymentMethod } from '@baan-talay/contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Actor } from '../../../event-store/event-store.port';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { loadOrCreateSecret } from '../../../infrastructure/database/app-secrets';
import { CLOCK, type Clock } from '../../../shared/clock';
import { VillaQueries } from '../../villa';
import type { CustomerInfo } from '../domain/booking.events';
import { toBookingDtoFromState } from '../projections/booking-dto.mapper';
import { BookingQueries } from '../queries/booking.queries';
import { RecentCreates } from '../queries/recent-creates';
import { BookingStream } from './booking-stream';
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
    private readonly villa: VillaQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queries: BookingQueries,
    private readonly recentCreates: RecentCreates,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The key of IP pseudonyms, read (or made) once per process. */
  private originKey: Promise<string> | undefined;

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
    if (origin) this.recentCreates.record(origin.ipHash, result.position);
    const booking = toBookingDtoFromState(result.state, now.toISOString(), by);
    return { bookingId, booking, accessToken, position: result.position };
  }

  /** The IP's hash and its live unpaid holds, for the decider's limit. */
  private async origin(ip: string): Promise<{ ipHash: string; unpaidHoldsOfIp: { count: number; max: number } }> {
    this.originKey ??= loadOrCreateSecret(this.dataSource, ORIGIN_KEY_NAME).then(
      ({ value }) => value,
      (error: unknown) => {
        this.originKey = undefined; // a database outage must not poison every later create
        throw error;
      },
    );
    const ipHash = hashIp(ip, await this.originKey);
    return { ipHash, unpaidHoldsOfIp: { count: await this.queries.unpaidHolds({ ipHash }), max: this.config.unpaidHoldsPerIpLimit } };
  }

  /** The live unpaid holds among the bookings whose tokens the browser sent (a browser that sends none has none). */
  private async browserHolds(tokens: string[]): Promise<{ count: number; max: number }> {
    const tokenHashes = [...new Set(tokens)].map((token) => createHash('sha256').update(token).digest('hex'));
    return { count: await this.queries.unpaidHolds({ tokenHashes }), max: this.config.unpaidHoldsLimit };
  }

  /** The villa's window, unless PAYMENT_WINDOW_SECONDS shortens it for browser and fault tests. */
  private paymentWindowMs(villaMinutes: number): number {
    return (this.config.paymentWindowSecondsOverride ?? villaMinutes * 60) * 1000;
  }
}

const ORIGIN_KEY_NAME = 'booking-origin-key';

/**
 * A pseudonym for an IP, enough to count holds per IP without keeping the address in the event log.
 * Keyed with a secret of the database (app_secrets), so the 2^32 IPv4 addresses cannot simply be
 * hashed again to find which one booked.
 */
export function hashIp(ip: string, key: string): string {
  return createHmac('sha256', key).update(ip).digest('hex').slice(0, 32);
}
