import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { todayInBangkok } from '@baan-talay/pricing';
import type { Actor } from '../../../event-store/event-store.port';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { BookingCommandResult, BookingStream } from './booking-stream';
import { toStayDate } from './stay-check';
import { CLOCK, type Clock } from '../../../shared/clock';
import { VILLA_RULES, type VillaRules } from './booking-ports';

/** The admin edit (SPEC §7): any of customerName, checkIn, checkOut, guests, rooms, email, phone, totalPrice. */
export interface BookingDetailsInput {
  customerName?: string;
  /** `YYYY-MM-DD` or an ISO date-time (its Asia/Bangkok date). */
  checkIn?: string;
  checkOut?: string;
  guests?: number;
  rooms?: number;
  /** The guest's contact details, checked by the rules a guest's own are. */
  email?: string;
  phone?: string;
  /** A total other than the current one becomes an override, kept and shown; null returns to the quote. */
  totalPrice?: number | null;
  /** Save even if the edit breaks the stay rules; `overrideReason` is then required and recorded. */
  overrideStayRules?: boolean;
  overrideReason?: string;
}

export class ChangeBookingDetailsCommand extends Command<BookingCommandResult> {
  constructor(
    readonly bookingId: string,
    readonly changes: BookingDetailsInput,
    readonly actor: Actor,
  ) {
    super();
  }
}

@CommandHandler(ChangeBookingDetailsCommand)
export class ChangeBookingDetailsHandler implements ICommandHandler<ChangeBookingDetailsCommand> {
  constructor(
    private readonly bookings: BookingStream,
    @Inject(VILLA_RULES) private readonly villa: VillaRules,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ bookingId, changes, actor }: ChangeBookingDetailsCommand): Promise<BookingCommandResult> {
    const pricing = await this.villa.pricing();
    const checkIn = toStayDate(changes.checkIn, 'checkIn') ?? undefined;
    const checkOut = toStayDate(changes.checkOut, 'checkOut') ?? undefined;
    const { overrideStayRules, overrideReason, ...details } = changes;
    const data = {
      ...details,
      bookingId,
      checkIn,
      checkOut,
      pricing,
      today: todayInBangkok(new Date(this.clock.now())),
      horizonDays: this.config.bookingHorizonDays,
      ...(overrideStayRules && { override: { reason: overrideReason ?? '' } }),
    };
    return this.bookings.run({ type: 'ChangeBookingDetails', data }, actor);
  }
}
