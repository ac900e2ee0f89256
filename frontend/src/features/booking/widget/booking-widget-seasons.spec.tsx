import type { SeasonDto, VillaDto } from '@baan-talay/contracts';
import { addDays, dayOfWeek, todayInBangkok } from '@baan-talay/pricing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, type FetchStub } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render';
import { villaFixture } from '../../../testing/villa-fixture';
import { formatVillaDate } from '../../../lib/format';
import { BookingWidget } from './booking-widget';
import { firstOfMonth, shiftMonth } from './calendar-days';

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

let fetchStub: FetchStub;
afterEach(() => fetchStub?.restore());

function renderWidget(villa: VillaDto, unavailable: string[] = []) {
  fetchStub = stubFetch({ 'GET /api/villa/availability': { unavailable } });
  const user = userEvent.setup();
  renderWithProviders(<BookingWidget villa={villa} />);
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
    expect(screen.getByTestId('check-in-value')).toHaveTextContent('Select date');
    await user.click(day(addDays(monday, 3)));
    expect(screen.getByTestId('check-out-value')).not.toHaveTextContent('Select date');
    expect(screen.getByText(/Festival/)).toBeInTheDocument();
  });

  it('shows blocked nights from the availability answer as unavailable', async () => {
    const user = renderWidget(villaFixture(), [addDays(monday, 1), addDays(monday, 2)]);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    const blocked = await screen.findByRole('button', { name: new RegExp(`${escape(formatVillaDate(addDays(monday, 1), 'en', 'long'))}, unavailable`) });
    expect(blocked).toHaveAttribute('aria-disabled', 'true');
  });
});
