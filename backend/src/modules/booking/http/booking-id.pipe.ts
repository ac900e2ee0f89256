import { ParseUUIDPipe } from '@nestjs/common';
import { notFound } from '../domain/booking.rules';

/** A booking id that is not a UUID names no booking: 404 `booking.notFound`, as an unknown one. */
export const BookingIdPipe = new ParseUUIDPipe({ exceptionFactory: () => notFound() });
