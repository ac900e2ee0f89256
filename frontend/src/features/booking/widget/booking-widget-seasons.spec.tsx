import type { SeasonDto, VillaDto } from '@baan-talay/contracts';
import { addDays, dayOfWeek, todayInBangkok } from '@baan-talay/pricing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../testing/http';
import { renderWithProviders } from '../../../testing/render';
import { villaFixture } from '../../../testing/fixtures';
import { formatVillaDate } from '../../../lib/format';
import { BookingWidget } from './booking-widget';
import { firstOfMonth, shiftMonth } from '../../../lib/calendar-month';

const nextMonth = shiftMonth(firstOfMonth(todayInBangkok(new Date())), 1);
const monday = addDays(nextMonth, (1 - dayOfWeek(nextMonth) + 7) % 7);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const day = (date: string) => screen.getByRole('button', { name: new RegExp(`^${escape(formatVillaDate(date, 'en', 'long'))}`) });

const festival: SeasonDto = {
  id: 's1',
  name: { th: 'เทศกาล', en: 'Festival' },
  from: monday,
  to: addDays(monday, 4),
  weekdayPrice: 12_000,
  weekendPrice: 12_000,
  weekdayDiscountedPrice: 0,
  weekendDiscountedPrice: 0,
  minNights: 3,
};

let api: ReturnType<typeof mockApi>;

function renderWidget(villa: VillaDto, unavailable: string[] = [], language: 'th' | 'en' = 'en') {
  api = mockApi({ 'GET /api/villa/availability': { body: { unavailable } } });
  const user = userEvent.setup();
  renderWithProviders(<BookingWidget villa={villa} />, { language });
  return user;
}

describe('BookingWidget with seasons and blocked nights', () => {
  it("shows each day's nightly price under it: the season's inside it, the base price outside", async () => {
    const user = renderWidget(villaFixture({ weekdayPrice: 5000, seasons: [festival] }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(day(monday)).toHaveTextContent('฿12k');
    expect(day(addDays(monday, 7))).toHaveTextContent('฿5k');
  });

  it("shows the season's minimum once a check-in is picked and refuses a shorter stay with the reason", async () => {
    const user = renderWidget(villaFixture({ seasons: [festival] }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(day(monday));
    expect(screen.getByText(/minimum stay 3 nights/)).toBeInTheDocument();
    await user.click(day(addDays(monday, 2)));
    expect(await screen.findByText('Please stay at least 3 nights')).toBeInTheDocument();
    // The check-in stays picked, waiting for a check-out far enough (issue 31: the box shows it).
    expect(screen.getByTestId('check-in-value')).toHaveTextContent(formatVillaDate(monday, 'en'));
    expect(screen.getByTestId('check-out-value')).toHaveTextContent('Select date');
    await user.click(day(addDays(monday, 3)));
    expect(screen.getByTestId('check-out-value')).not.toHaveTextContent('Select date');
    // In the price breakdown, a chunk of its own (asked for when the widget shows).
    expect(await screen.findByText(/Festival/)).toBeInTheDocument();
  });

  it('refuses a range over the maximum nights with the reason, and Book now stays disabled until the dates fit', async () => {
    const user = renderWidget(villaFixture({ maxNights: 3 }));
    const book = screen.getByRole('button', { name: 'Book now' });
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(day(monday));
    expect(day(addDays(monday, 4))).toHaveAttribute('aria-disabled', 'true');
    await user.click(day(addDays(monday, 4)));
    expect(screen.getByRole('alert')).toHaveTextContent('Stays can be at most 3 nights');
    expect(screen.getByTestId('check-out-value')).toHaveTextContent('Select date');
    expect(book).toHaveAttribute('aria-disabled', 'true');
    await user.click(book);
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.click(day(addDays(monday, 3)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(book).toHaveAttribute('aria-disabled', 'false');
  });

  it('says the reason in Thai on the Thai site', async () => {
    const user = renderWidget(villaFixture({ maxNights: 3 }), [], 'th');
    await user.click(screen.getByRole('button', { name: 'เดือนถัดไป' }));
    const thaiDay = (date: string) => screen.getByRole('button', { name: new RegExp(`^${escape(formatVillaDate(date, 'th', 'long'))}`) });
    await user.click(thaiDay(monday));
    await user.click(thaiDay(addDays(monday, 5)));
    expect(screen.getByRole('alert')).toHaveTextContent('เข้าพักได้ไม่เกิน 3 คืน');
    expect(screen.getByRole('button', { name: 'จองเลย' })).toHaveAttribute('aria-disabled', 'true');
  });

  it("draws the day the next guest arrives as a check-out day, and a stay can end on it", async () => {
    const arrival = addDays(monday, 3);
    const user = renderWidget(villaFixture(), [arrival, addDays(monday, 4)]);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    const checkOutDay = await screen.findByRole('button', { name: /available for check-out$/ });
    expect(checkOutDay).toHaveAttribute('data-date', arrival);
    expect(checkOutDay).toHaveClass('is-check-out-only');
    expect(day(addDays(monday, 4))).toHaveClass('is-held');
    await user.click(day(monday));
    expect(day(arrival)).toHaveAttribute('aria-disabled', 'false');
    await user.click(day(arrival));
    expect(screen.getByTestId('check-out-value')).not.toHaveTextContent('Select date');
    expect(screen.getByRole('button', { name: 'Book now' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('names PromptPay under Book now only when the villa takes it', () => {
    renderWidget(villaFixture({ promptPayAvailable: false }));
    expect(screen.getByText('Pay by bank transfer after booking')).toBeInTheDocument();
    expect(screen.queryByText(/PromptPay/)).not.toBeInTheDocument();
  });

  it('shows blocked nights from the availability answer as unavailable', async () => {
    const user = renderWidget(villaFixture(), [addDays(monday, 1), addDays(monday, 2)]);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    const blocked = await screen.findByRole('button', { name: new RegExp(`${escape(formatVillaDate(addDays(monday, 1), 'en', 'long'))}, unavailable`) });
    expect(blocked).toHaveAttribute('aria-disabled', 'true');
  });
});
