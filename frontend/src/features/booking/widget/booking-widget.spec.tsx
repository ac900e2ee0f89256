import type { VillaDto } from '@baan-talay/contracts';
import { addDays, dayOfWeek, quoteStay, todayInBangkok } from '@baan-talay/pricing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockApi, type ApiRoutes } from '../../../testing/http';
import { renderWithProviders } from '../../../testing/render';
import { bookingFixture, villaFixture } from '../../../testing/fixtures';
import { formatTHB, formatVillaDate } from '../../../lib/format';
import { saveBookingToken } from '../booking-token';
import { rememberStarted } from '../started-bookings';
import { ResumeSlot } from '../resume/resume-slot';
import { BookingWidget } from './booking-widget';
import { firstOfMonth, shiftMonth } from '../../../lib/calendar-month';

const nextMonth = shiftMonth(firstOfMonth(todayInBangkok(new Date())), 1);
/** The first date of next month on the given weekday (0 = Sunday): always in the future. */
const nextMonthOn = (weekday: number) => addDays(nextMonth, (weekday - dayOfWeek(nextMonth) + 7) % 7);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const day = (date: string) => screen.getByRole('button', { name: new RegExp(`^${escape(formatVillaDate(date, 'en', 'long'))}`) });

let api: ReturnType<typeof mockApi>;

function renderWidget(villa: VillaDto, routes: ApiRoutes = {}) {
  api = mockApi({ 'GET /api/villa/availability': { body: { unavailable: [] } }, ...routes });
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/" element={<><ResumeSlot placement="banner" /><BookingWidget villa={villa} /></>} />
      <Route path="/booking/:id/customer-info" element={<h1>Customer step</h1>} />
    </Routes>,
  );
  return user;
}

async function pickRange(user: ReturnType<typeof userEvent.setup>, checkIn: string, checkOut: string) {
  await user.click(screen.getByRole('button', { name: 'Next month' }));
  await user.click(day(checkIn));
  await user.click(day(checkOut));
}

describe('BookingWidget', () => {
  it('asks for both dates when Book now is pressed without them, and sends nothing', async () => {
    const user = renderWidget(villaFixture());
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    expect(await screen.findByText('Please select check-in and check-out dates')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('rejects a range that starts and ends on the same day and does not apply it', async () => {
    const user = renderWidget(villaFixture());
    const date = nextMonthOn(2);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(day(date));
    await user.click(day(date));
    expect(await screen.findByText('Check-in and check-out cannot be on the same day')).toBeInTheDocument();
    expect(screen.getByTestId('check-in-value')).toHaveTextContent('Select date');
    expect(screen.getByTestId('check-out-value')).toHaveTextContent('Select date');
  });

  it('shows the weekend price when check-in is a Friday and the weekday price for a Sunday', async () => {
    const user = renderWidget(villaFixture({ weekdayPrice: 5000, weekendPrice: 6500 }));
    const friday = nextMonthOn(5);
    await pickRange(user, friday, addDays(friday, 2));
    const headline = screen.getByTestId('headline-price');
    expect(headline).toHaveTextContent(formatTHB(6500, 'en'));
    expect(headline).toHaveTextContent('Weekend rate');

    await user.click(day(addDays(friday, 2)));
    await user.click(day(addDays(friday, 4)));
    expect(headline).toHaveTextContent(formatTHB(5000, 'en'));
    expect(headline).toHaveTextContent('Weekday rate');
  });

  it('shows a check-in picked alone in its box and prices the headline by its night (issue 31)', async () => {
    const user = renderWidget(villaFixture({ weekdayPrice: 5000, weekendPrice: 6500 }));
    const headline = screen.getByTestId('headline-price');
    const sunday = nextMonthOn(0);
    const saturday = nextMonthOn(6);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(day(saturday));
    expect(screen.getByTestId('check-in-value')).toHaveTextContent(formatVillaDate(saturday, 'en'));
    expect(screen.getByTestId('check-out-value')).toHaveTextContent('Select date');
    expect(headline).toHaveTextContent(formatTHB(6500, 'en'));
    expect(headline).toHaveTextContent('Weekend rate');

    await user.click(day(addDays(saturday, 2)));
    await user.click(day(addDays(sunday, 7)));
    expect(screen.getByTestId('check-in-value')).toHaveTextContent(formatVillaDate(addDays(sunday, 7), 'en'));
    expect(screen.getByTestId('check-out-value')).toHaveTextContent('Select date');
    expect(headline).toHaveTextContent(formatTHB(5000, 'en'));
    expect(headline).toHaveTextContent('Weekday rate');
  });

  it('shows a discounted price with the regular price struck through and a percentage badge', async () => {
    const user = renderWidget(villaFixture({ weekdayPrice: 5000, weekdayDiscountedPrice: 4000 }));
    const monday = nextMonthOn(1);
    await pickRange(user, monday, addDays(monday, 1));
    const headline = screen.getByTestId('headline-price');
    expect(headline).toHaveTextContent(formatTHB(4000, 'en'));
    expect(headline.querySelector('s')).toHaveTextContent(formatTHB(5000, 'en'));
    expect(within(headline).getByText('-20%')).toBeInTheDocument();
  });

  it('offers rooms from the maximum down to minRooms, labelled with the maximum', () => {
    renderWidget(villaFixture({ bedrooms: 4, minRooms: 2 }));
    const select = screen.getByRole('combobox', { name: 'Rooms (max 4)' });
    const options = within(select).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['4 rooms · whole villa', '3 rooms', '2 rooms']);
    expect(select).toHaveValue('4');
  });

  it('shows a breakdown whose figures equal libs/pricing for the chosen stay', async () => {
    const villa = villaFixture({ weekendDiscountedPrice: 5500 });
    const user = renderWidget(villa);
    const thursday = nextMonthOn(4);
    await pickRange(user, thursday, addDays(thursday, 4));
    await user.selectOptions(screen.getByRole('combobox', { name: /Rooms/ }), '2');
    const quote = quoteStay({ checkIn: thursday, checkOut: addDays(thursday, 4), rooms: 2 }, villa);
    const breakdown = screen.getByRole('region', { name: 'Price breakdown' });
    expect(within(breakdown).getByTestId('breakdown-total')).toHaveTextContent(formatTHB(quote.total, 'en'));
    expect(within(breakdown).getByText('Subtotal (4 nights)').nextSibling).toHaveTextContent(formatTHB(quote.subtotal, 'en'));
    expect(within(breakdown).getByText('Discount').nextSibling).toHaveTextContent(formatTHB(quote.discount, 'en'));
    expect(within(breakdown).getByText('You save (2 of 3 rooms)').nextSibling).toHaveTextContent(formatTHB(quote.savings, 'en'));
    expect(within(breakdown).getByText('Base price (whole villa)').nextSibling).toHaveTextContent(formatTHB(quote.basePrice, 'en'));
  });

  it('creates the booking as a bank transfer, keeps its token and opens the customer step', async () => {
    const villa = villaFixture();
    const user = renderWidget(villa, {
      'POST /api/booking': { body: { status: 'success', data: { booking: { _id: 'bk-1' }, accessToken: 'tok-1' } } },
    });
    const sunday = nextMonthOn(0);
    await pickRange(user, sunday, addDays(sunday, 3));
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    expect(await screen.findByRole('heading', { name: 'Customer step' })).toBeInTheDocument();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(await post?.request.json()).toEqual({
      bookingDetails: { checkIn: sunday, checkOut: addDays(sunday, 3), rooms: 3, totalPrice: 15000 },
      paymentMethod: 'bank_transfer',
      specialRequests: '',
      language: 'en',
      heldTokens: [],
    });
    expect(localStorage.getItem('booking-token:bk-1')).toBe('tok-1');
  });

  it("sends the tokens of this browser's live holds and shows their nights as the guest's own", async () => {
    const held = nextMonthOn(3);
    const deadline = new Date(Date.now() + 10 * 60_000).toISOString();
    localStorage.clear();
    saveBookingToken('bk-0', 'tok-0');
    rememberStarted({ id: 'bk-0', reference: 'BT-0000', paymentDeadline: deadline, checkIn: held, checkOut: addDays(held, 1) });
    const villa = villaFixture();
    const user = renderWidget(villa, {
      'GET /api/villa/availability': { body: { unavailable: [held, addDays(held, 7)] } },
      'POST /api/booking': { body: { status: 'success', data: { booking: { _id: 'bk-1', reference: 'BT-0001', paymentDeadline: deadline }, accessToken: 'tok-1' } } },
      'GET /api/booking/bk-0': { body: bookingFixture({ _id: 'bk-0', reference: 'BT-0000', paymentDeadline: deadline }) },
    });
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('button', { name: new RegExp(`^${escape(formatVillaDate(held, 'en', 'long'))}, your booking, waiting for payment`) })).toHaveClass('is-own');
    expect(day(addDays(held, 7))).toHaveAccessibleName(new RegExp(`^${escape(formatVillaDate(addDays(held, 7), 'en', 'long'))}, unavailable`));
    const sunday = nextMonthOn(0);
    await user.click(day(sunday));
    await user.click(day(addDays(sunday, 2)));
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    expect(await screen.findByRole('heading', { name: 'Customer step' })).toBeInTheDocument();
    const post = api.calls.find((call) => call.method === 'POST');
    expect((await post!.request.json()).heldTokens).toEqual(['tok-0']);
    expect(localStorage.getItem('booking-token:bk-1')).toBe('tok-1');
    localStorage.clear();
  });

  it('reports a failed creation when the answer is not a success with a booking', async () => {
    const user = renderWidget(villaFixture(), { 'POST /api/booking': { body: { status: 'error', message: 'nope' } } });
    const sunday = nextMonthOn(0);
    await pickRange(user, sunday, addDays(sunday, 1));
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    expect(await screen.findByText('Failed to create booking. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Customer step' })).not.toBeInTheDocument();
  });

  it('says the nights were just taken, clears the selection and asks for the calendar again', async () => {
    const refusal = { statusCode: 409, code: 'booking.nightsTaken', message: 'Sorry, some of these nights are no longer available.', params: {} };
    const user = renderWidget(villaFixture(), { 'POST /api/booking': { status: 409, body: refusal } });
    const sunday = nextMonthOn(0);
    await pickRange(user, sunday, addDays(sunday, 2));
    const availabilityCalls = () => api.calls.filter((call) => call.path === '/api/villa/availability').length;
    const before = availabilityCalls();
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    expect(await screen.findByText('Sorry, these nights were just booked by someone else. Please choose other dates.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to create booking. Please try again.')).not.toBeInTheDocument();
    expect(screen.getByTestId('check-in-value')).toHaveTextContent('Select date');
    await screen.findByRole('button', { name: 'Book now' });
    expect(availabilityCalls()).toBeGreaterThan(before);
  });
});

describe('BookingWidget before the owner has a way to be paid', () => {
  it.each([
    ['en', 'Not open for bookings yet'],
    ['th', 'ยังไม่เปิดรับจอง'],
  ] as const)('says in %s that the villa is not open for bookings and offers no Book now', async (language, title) => {
    api = mockApi({ 'GET /api/villa/availability': { body: { unavailable: [] } } });
    renderWithProviders(<BookingWidget villa={villaFixture({ openForBookings: false, bankDetails: [], promptPayAvailable: false })} />, { language });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('status')).not.toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: /Book now|จองเลย/ })).not.toBeInTheDocument();
  });
});
