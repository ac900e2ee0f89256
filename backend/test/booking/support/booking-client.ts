import { addDays, todayInBangkok } from '@baan-talay/pricing';
import request from 'supertest';
import type { TestApp } from '../../support/test-app';

/** Dates relative to the villa's today, so the tests never age. */
export const inDays = (days: number): string => addDays(todayInBangkok(new Date()), days);

export const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 1)]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export interface CreatedBooking {
  id: string;
  token: string;
  body: Record<string, any>;
}

/** Small helpers over supertest for the guest API. */
export function bookingClient(app: TestApp) {
  const http = () => request(app.http);
  return {
    http,
    async create(checkIn: string, checkOut: string, extra: object = {}): Promise<CreatedBooking> {
      const res = await http().post('/api/booking').send({ checkIn, checkOut, rooms: 3, guests: 2, ...extra });
      if (res.status !== 201) throw new Error(`create ${res.status}: ${JSON.stringify(res.body)}`);
      return { id: res.body.data.booking._id, token: res.body.data.accessToken, body: res.body };
    },
    get: (b: CreatedBooking) => http().get(`/api/booking/${b.id}`).set('X-Booking-Token', b.token),
    patch: (b: CreatedBooking, body: object) => http().patch(`/api/booking/${b.id}`).set('X-Booking-Token', b.token).send(body),
    customerInfo: (b: CreatedBooking, body: object) =>
      http().patch(`/api/booking/${b.id}/customer-info`).set('X-Booking-Token', b.token).send(body),
    // One file content belongs to one booking (issue 21): the shared PNG fixture is made the booking's own.
    upload: (b: CreatedBooking, file: Buffer, name = 'slip.png') =>
      http()
        .post('/api/upload/slip')
        .set('X-Booking-Token', b.token)
        .field('bookingId', b.id)
        .attach('slip', file === PNG ? Buffer.concat([PNG, Buffer.from(b.id)]) : file, name),
  };
}
