import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addDays } from '@baan-talay/pricing';
import { ownerToken } from '../support/admin';
import { fromToday } from '../support/calendar';
import { docShot, step } from '../support/steps';
import { text } from '../support/texts';

// Its own nights (30-32 days out), clear of the other specs'; 30 days is the longest secrets window,
// so the owner can open it on this stay without the test moving the server's clock.
const checkIn = fromToday(30);
const checkOut = addDays(checkIn, 2);
const DOOR_CODE = '2580#';
/** Scrolls the portal's heading to just below the sticky header, for the README's phone shots. */
const showPortalTop = (page: Page) =>
  page.getByRole('heading', { name: text('en', 'booking:portal.title') }).evaluate((heading) => window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 76));
const WIFI_PASSWORD = 'talay-sunset-88';

async function ownerSetsUp(request: APIRequestContext): Promise<Record<string, string>> {
  const auth = { Authorization: `Bearer ${await ownerToken(request)}` };
  const villa = await (await request.get('/api/admin/villa', { headers: auth })).json();
  if (villa.bankDetails.length === 0) {
    const bankDetails = [{ bankName: 'Kasikorn Bank', accountNumber: '123-4-56789-0', accountName: 'Baan Talay Co., Ltd.' }];
    expect((await request.patch('/api/admin/villa/bank-details', { headers: auth, data: { bankDetails } })).status()).toBe(200);
  }
  const manual = [
    {
      title: { th: 'การเดินทางและเช็คอิน', en: 'Arrival and check-in' },
      body: { th: 'จากสนามบินภูเก็ต 40 นาที เช็คอินตั้งแต่ 14:00 น.', en: 'Forty minutes from Phuket airport. Check-in from 14:00: the door code opens the front gate.' },
      mapUrl: 'https://www.google.com/maps?q=7.9,98.3',
    },
    { title: { th: 'สระว่ายน้ำและชายหาด', en: 'Pool and beach safety' }, body: { th: 'ไม่มีเจ้าหน้าที่ช่วยชีวิต', en: 'No lifeguard: children swim with an adult. Red flag on the beach: no swimming.' } },
    { title: { th: 'เบอร์ฉุกเฉิน', en: 'Emergency numbers' }, body: { th: 'ตำรวจท่องเที่ยว 1155', en: 'Tourist police 1155 · Ambulance 1669' } },
  ];
  expect((await request.put('/api/admin/guest-portal/manual', { headers: auth, data: { sections: manual } })).status()).toBe(200);
  const secrets = [
    { label: { th: 'รหัสประตู', en: 'Door code' }, value: DOOR_CODE },
    { label: { th: 'รหัส Wi-Fi', en: 'Wi-Fi password' }, value: WIFI_PASSWORD },
  ];
  expect((await request.put('/api/admin/guest-portal/secrets', { headers: auth, data: { secrets } })).status()).toBe(200);
  expect((await request.patch('/api/admin/guest-portal/settings', { headers: auth, data: { secretsDaysBefore: 2 } })).status()).toBe(200);
  return auth;
}

/** A paid stay: booked and filled in by the guest, confirmed by the owner. */
async function paidStay(request: APIRequestContext, auth: Record<string, string>): Promise<{ id: string; token: string }> {
  const created = await request.post('/api/booking', { data: { checkIn, checkOut, rooms: 3, guests: 2, language: 'en' } });
  expect(created.status()).toBe(201);
  const { booking, accessToken } = (await created.json()).data;
  const customerInfo = { firstName: 'Olivia', lastName: 'Grant', email: 'olivia.portal@example.co.uk', phone: '+447700900456' };
  expect((await request.patch(`/api/booking/${booking._id}/customer-info`, { headers: { 'X-Booking-Token': accessToken }, data: { customerInfo } })).status()).toBe(200);
  expect((await request.patch(`/api/admin/bookings/${booking._id}/status`, { headers: auth, data: { status: 'confirmed' } })).status()).toBe(200);
  return { id: booking._id, token: accessToken };
}

test.describe('the guest portal on a phone (en)', () => {
  test.use({ locale: 'en-GB', viewport: { width: 375, height: 812 } });

  test('shows when the codes appear, takes arrival details, then shows the codes once the window opens', async ({ page, request }) => {
    const auth = await ownerSetsUp(request);
    const stay = await paidStay(request, auth);
    const secrets = page.getByTestId('portal-secrets');

    await step(page, 'en: the paid booking’s link opens the portal', async () => {
      await page.goto(`/booking/${stay.id}/confirmation?token=${stay.token}`);
      // The first visit loads the page's chunks: on a loaded machine that takes longer than a click.
      await expect(page.getByRole('heading', { name: text('en', 'booking:portal.title') })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('button', { name: 'Arrival and check-in' })).toBeVisible();
      await expect(page.getByRole('link', { name: text('en', 'booking:portal.guests.open') })).toHaveAttribute('href', `/booking/${stay.id}/guests`);
    });
    await step(page, 'en: the codes are not there yet, and the portal says when they will be', async () => {
      const from = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${addDays(checkIn, -2)}T00:00:00Z`));
      await expect(secrets).toContainText(text('en', 'booking:portal.secrets.from', { date: from }));
      await expect(secrets).toContainText('Door code');
      await expect(page.getByText(DOOR_CODE)).toHaveCount(0);
      await expect(secrets.getByRole('button', { name: text('en', 'booking:portal.secrets.show') })).toHaveCount(0);
      await showPortalTop(page);
      await docShot(page, 'guest-portal-before-secrets-en', { scrollTop: false });
    });
    await step(page, 'en: arrival details beyond the villa’s limit are refused in the guest’s language, then saved', async () => {
      await page.getByLabel(text('en', 'booking:portal.arrival.time')).fill('15:30');
      await page.getByLabel(text('en', 'booking:portal.arrival.flight')).fill('TG 225');
      await page.getByLabel(text('en', 'booking:portal.arrival.adults')).fill('6');
      await page.getByLabel(text('en', 'booking:portal.arrival.children')).fill('2');
      await page.getByRole('button', { name: text('en', 'booking:portal.arrival.save') }).click();
      await expect(page.getByRole('alert').filter({ hasText: text('en', 'common:apiErrors.portal.tooManyGuests', { max: 6 }) })).toBeVisible();
      await page.getByLabel(text('en', 'booking:portal.arrival.children')).fill('0');
      await page.getByRole('button', { name: text('en', 'booking:portal.arrival.save') }).click();
      await expect(page.getByText(text('en', 'booking:portal.arrival.saved'))).toBeVisible();
      const arrivals = await (await request.get('/api/admin/arrivals', { headers: auth, params: { ids: stay.id } })).json();
      expect(arrivals.arrivals[stay.id]).toEqual({ arrivalTime: '15:30', flight: 'TG 225', adults: 6, children: 0 });
    });

    // The owner opens the window to 30 days: this stay is inside it now.
    expect((await request.patch('/api/admin/guest-portal/settings', { headers: auth, data: { secretsDaysBefore: 30 } })).status()).toBe(200);
    await step(page, 'en: inside the window the guest opens the codes', async () => {
      await page.reload();
      await secrets.getByRole('button', { name: text('en', 'booking:portal.secrets.show') }).click();
      await expect(secrets).toContainText(DOOR_CODE);
      await expect(secrets).toContainText(WIFI_PASSWORD);
      await showPortalTop(page);
      await docShot(page, 'guest-portal-secrets-en', { scrollTop: false });
    });
    const history = await (await request.get(`/api/admin/bookings/${stay.id}/history`, { headers: auth })).json();
    expect(history.filter((entry: { type: string }) => entry.type === 'SecretsViewed')).toHaveLength(1);
    expect((await request.patch('/api/admin/guest-portal/settings', { headers: auth, data: { secretsDaysBefore: 2 } })).status()).toBe(200);
  });
});
