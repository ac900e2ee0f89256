import { expect as baseExpect, test } from '@playwright/test';
import { addDays } from '@baan-talay/pricing';
import { ownerToken } from '../support/admin';
import { calendarDay, fromToday, type Lang, pickStay } from '../support/calendar';
import { widget } from '../support/guest-flow';
import { docShot, step } from '../support/steps';
import { text } from '../support/texts';

// Its own nights, 200-250 days out (clear of the other specs'). The villa keeps the defaults a fresh
// product starts with: stays of 1 to 30 nights.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const locale = (lang: Lang) => (lang === 'en' ? 'en-GB' : 'th-TH');
const MAX_NIGHTS = 30;

// Stays from 250 and 255 days ahead, up to 31 nights each: clear of 07-back-office's month (the one
// holding day 200, with an unpaid hold that lives a minute), of 06's 300 and of the arrival below.
for (const [lang, days] of [['en', 250], ['th', 255]] as const) {
  test.describe(`the calendar in ${lang === 'en' ? 'English' : 'Thai'}`, () => {
    test.use({ locale: locale(lang), viewport: { width: 1440, height: 900 } });

    test('refuses a stay over the maximum nights with the reason on screen, and Book now stays disabled', async ({ page }) => {
      const checkIn = fromToday(days);
      await page.goto('/');
      const booking = widget(page, lang);
      const book = booking.getByRole('button', { name: text(lang, 'booking:widget.bookNow') });
      const refusal = booking.getByRole('alert');

      await step(page, `a ${MAX_NIGHTS + 1}-night range is refused with the maximum`, async () => {
        await (await calendarDay(page, checkIn, lang)).click();
        const tooFar = await calendarDay(page, addDays(checkIn, MAX_NIGHTS + 1), lang);
        await expect(tooFar).toHaveAttribute('aria-disabled', 'true');
        // Drawn unavailable, but a guest can still press it (force: Playwright waits for aria-disabled
        // to clear otherwise): the press is answered with the reason.
        await tooFar.click({ force: true });
        await expect(refusal).toHaveText(text(lang, 'booking:errors.maxNights', { max: MAX_NIGHTS }));
        await expect(book).toBeDisabled();
        await expect(booking.getByTestId('check-out-value')).toHaveText(text(lang, 'booking:widget.selectDate'));
        await refusal.scrollIntoViewIfNeeded();
        await docShot(page, `calendar-max-nights-${lang}`, { scrollTop: false });
      });

      await step(page, 'pressing Book now sends nothing and the reason stays', async () => {
        const posts: string[] = [];
        page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
        await book.click({ force: true });
        await expect(refusal).toBeVisible();
        expect(posts).toEqual([]);
      });

      await step(page, `a ${MAX_NIGHTS}-night range from the same check-in is taken`, async () => {
        await (await calendarDay(page, addDays(checkIn, MAX_NIGHTS), lang)).click();
        await expect(refusal).toHaveCount(0);
        await expect(book).toBeEnabled();
        await expect(booking.getByTestId('breakdown-total')).toBeVisible();
      });
    });
  });
}

test.describe('a day the next guest arrives on', () => {
  test.use({ locale: 'en-GB' });

  test('is drawn as a check-out day, and a stay can end on it', async ({ page, request }) => {
    const arrival = fromToday(230);
    const token = await ownerToken(request);
    const created = await request.post('/api/admin/bookings', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        checkIn: arrival, checkOut: addDays(arrival, 3), rooms: 3, guests: 2, language: 'en', status: 'confirmed',
        customerInfo: { firstName: 'Next', lastName: 'Guest', email: 'next-guest@example.com', phone: '0812345678' },
      },
    });
    expect(created.status()).toBe(201);

    await page.goto('/');
    const booking = widget(page, 'en');
    await step(page, 'the arrival day is unavailable for a night but open for check-out; the next day is simply taken', async () => {
      const day = await calendarDay(page, arrival, 'en');
      await expect(day).toHaveAttribute('aria-label', new RegExp(`${text('en', 'booking:calendar.unavailable')}, ${text('en', 'booking:calendar.checkOutOnly')}$`));
      await expect(day).toHaveClass(/is-check-out-only/);
      await expect(await calendarDay(page, addDays(arrival, 1), 'en')).toHaveClass(/is-held/);
    });

    await step(page, 'a stay of two nights ending that day is taken, with its price', async () => {
      await pickStay(page, addDays(arrival, -2), arrival, 'en');
      await expect(booking.getByTestId('check-out-value')).not.toHaveText(text('en', 'booking:widget.selectDate'));
      await expect(booking.getByRole('alert')).toHaveCount(0);
      await expect(booking.getByRole('button', { name: text('en', 'booking:widget.bookNow') })).toBeEnabled();
      await expect(booking.getByTestId('breakdown-total')).toBeVisible();
    });
  });
});
