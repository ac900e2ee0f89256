import type { BookingDto, CreateBookingResponse, VillaDto } from '@baan-talay/contracts';
import { addDays, quoteStay, todayInBangkok } from '@baan-talay/pricing';

/** What a guest's browser sends, over plain fetch (the fault tests run no browser). */
export class GuestApi {
  private villa: VillaDto | null = null;

  constructor(readonly baseUrl: string) {}

  /** A one-night stay `offset` nights after today + 7, so distinct offsets never overlap. */
  static stay(offset: number): { checkIn: string; checkOut: string } {
    const checkIn = addDays(todayInBangkok(new Date()), 7 + offset);
    return { checkIn, checkOut: addDays(checkIn, 1) };
  }

  async loadVilla(): Promise<VillaDto> {
    const response = await fetch(`${this.baseUrl}/api/villa`);
    if (response.status !== 200) throw new Error(`GET /api/villa answered ${response.status}`);
    this.villa = (await response.json()) as VillaDto;
    return this.villa;
  }

  /** POST /api/booking exactly as the widget sends it (whole villa, bank transfer). */
  createBooking(stay: { checkIn: string; checkOut: string }): Promise<Response> {
    if (!this.villa) throw new Error('loadVilla() first');
    const rooms = this.villa.bedrooms;
    const totalPrice = quoteStay({ ...stay, rooms }, this.villa).total;
    return fetch(`${this.baseUrl}/api/booking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bookingDetails: { ...stay, rooms, totalPrice }, paymentMethod: 'bank_transfer', specialRequests: '' }),
      signal: AbortSignal.timeout(15_000),
    });
  }

  addCustomerInfo(created: CreateBookingResponse, email: string): Promise<Response> {
    const { booking, accessToken } = created.data;
    return fetch(`${this.baseUrl}/api/booking/${booking._id}/customer-info`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'x-booking-token': accessToken },
      body: JSON.stringify({ customerInfo: { firstName: 'Fault', lastName: 'Tester', email, phone: '0812345678' } }),
      signal: AbortSignal.timeout(15_000),
    });
  }

  async getBooking(id: string, accessToken: string): Promise<BookingDto> {
    const response = await fetch(`${this.baseUrl}/api/booking/${id}`, { headers: { 'x-booking-token': accessToken } });
    if (response.status !== 200) throw new Error(`GET /api/booking/${id} answered ${response.status}`);
    return (await response.json()) as BookingDto;
  }
}
