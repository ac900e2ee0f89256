import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../event-store/event-store.port';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import type { CustomerInfo } from '../domain/booking.events';
import { BookingCommandResult, BookingStream } from './booking-stream';
import { assertGuests } from './stay-check';
import { UNPAID_HOLDS, VILLA_RULES, type UnpaidHolds, type VillaRules } from './booking-ports';

export interface CustomerInfoInput extends CustomerInfo {
  guests?: number;
  specialRequests?: string;
}

/** The customer form (repeatable until the booking is confirmed; admins may correct it later). */
export class AddCustomerInfoCommand extends Command<BookingCommandResult> {
  constructor(
    readonly bookingId: string,
    readonly info: CustomerInfoInput,
    readonly actor: Actor,
  ) {
    super();
  }
}

@CommandHandler(AddCustomerInfoCommand)
export class AddCustomerInfoHandler implements ICommandHandler<AddCustomerInfoCommand> {
  constructor(
    private readonly bookings: BookingStream,
    @Inject(VILLA_RULES) private readonly villa: VillaRules,
    @Inject(UNPAID_HOLDS) private readonly unpaidHolds: UnpaidHolds,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ bookingId, info, actor }: AddCustomerInfoCommand): Promise<BookingCommandResult> {
    const by: 'admin' | 'guest' = actor.kind === 'admin' ? 'admin' : 'guest';
    // The count is checked against the villa's limit, and priced by its extra-guest fee (the decider).
    const pricing = info.guests !== undefined ? await this.villa.pricing() : undefined;
    if (pricing && info.guests !== undefined && by === 'guest') assertGuests(info.guests, pricing);
    // A guest's address counts against the holds it already has elsewhere (the decider applies the limit).
    const unpaidHoldsOfEmail =
      by === 'guest' && typeof info.email === 'string'
        ? { count: await this.unpaidHolds.count({ email: info.email.trim() }, bookingId), max: this.config.unpaidHoldsLimit }
        : undefined;
    const data = { bookingId, by, ...info, unpaidHoldsOfEmail, ...(pricing?.charges && { charges: pricing.charges }) };
    return this.bookings.run({ type: 'AddCustomerInfo', data }, actor);
  }
}
