import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { BookingDto, CreateBookingResponse, QuoteDto } from '@baan-talay/contracts';
import type { Actor } from '../../../event-store/event-store.port';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { ClientNetwork } from '../../../infrastructure/http/client-network';
import { RateLimited } from '../../../infrastructure/http/rate-limit';
import { VillaQueries } from '../../villa';
import { AddCustomerInfoCommand, CancelHoldCommand, CreateBookingCommand, UpdateBookingCommand } from '../commands';
import type { CustomerInfo } from '../domain/booking.events';
import { checkAndQuoteStay, toStayDate } from '../commands/stay-check';
import { notFound } from '../domain/booking.rules';
import { BookingQueries } from '../queries/booking.queries';
import { BookingAccessGuard, BookingActor } from './booking-access';
import { CreateBookingDto, QuoteRequestDto } from './dto/create-booking.dto';
import { CustomerInfoDto } from './dto/customer-info.dto';
import { PatchBookingDto } from './dto/patch-booking.dto';
import { guestLanguage } from './guest-language';
import { CLOCK, type Clock } from '../../../shared/clock';

/** The guest booking API (DESIGN.md §4). Every route on one booking needs its token or an admin. */
@Controller('booking')
export class BookingController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly bookings: BookingQueries,
    private readonly villa: VillaQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post('quote')
  @HttpCode(200)
  async quote(@Body() body: QuoteRequestDto): Promise<QuoteDto> {
    const pricing = await this.villa.pricing();
    const stay = {
      checkIn: toStayDate(body.checkIn, 'checkIn'),
      checkOut: toStayDate(body.checkOut, 'checkOut'),
      rooms: body.rooms ?? pricing.bedrooms,
      guests: body.guests,
    };
    return checkAndQuoteStay(stay, pricing, this.config.bookingHorizonDays, new Date(this.clock.now()));
  }

  @Post()
  @RateLimited('booking-create-ip')
  async create(
    @Body() body: CreateBookingDto,
    @ClientNetwork() clientIp: string,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<CreateBookingResponse> {
    const stay = body.bookingDetails ?? body;
    const input = {
      checkIn: stay.checkIn ?? body.checkIn,
      checkOut: stay.checkOut ?? body.checkOut,
      rooms: stay.rooms ?? body.rooms,
      guests: stay.guests ?? body.guests,
      paymentMethod: body.paymentMethod,
      specialRequests: body.specialRequests,
      language: guestLanguage(body.language, acceptLanguage),
      clientIp,
      heldTokens: body.heldTokens,
    };
    const actor: Actor = { kind: 'guest' };
    const { booking, accessToken } = await this.commandBus.execute(new CreateBookingCommand(input, actor));
    return { status: 'success', data: { booking, accessToken } };
  }

  @Get(':id')
  @UseGuards(BookingAccessGuard)
  get(@Param('id') id: string): Promise<BookingDto> {
    return this.read(id);
  }

  @Patch(':id/customer-info')
  @UseGuards(BookingAccessGuard)
  async customerInfo(@Param('id') id: string, @Body() body: CustomerInfoDto, @BookingActor() actor: Actor): Promise<BookingDto> {
    const { firstName, lastName, email, phone } = body.customerInfo as CustomerInfo;
    const info = { firstName, lastName, email, phone, guests: body.guests, specialRequests: body.specialRequests };
    await this.commandBus.execute(new AddCustomerInfoCommand(id, info, actor));
    return this.read(id);
  }

  @Patch(':id')
  @UseGuards(BookingAccessGuard)
  async update(@Param('id') id: string, @Body() body: PatchBookingDto, @BookingActor() actor: Actor): Promise<BookingDto> {
    await this.commandBus.execute(new UpdateBookingCommand(id, body, actor));
    return this.read(id);
  }

  /** A guest letting go of their own unpaid hold: its nights are free again at once. */
  @Post(':id/cancel')
  @HttpCode(200)
  @UseGuards(BookingAccessGuard)
  async cancel(@Param('id') id: string, @BookingActor() actor: Actor): Promise<BookingDto> {
    await this.commandBus.execute(new CancelHoldCommand(id, actor));
    return this.read(id);
  }

  private async read(id: string): Promise<BookingDto> {
    const booking = await this.bookings.findDto(id);
    if (!booking) throw notFound();
    return booking;
  }
}
