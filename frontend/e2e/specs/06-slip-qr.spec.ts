import { expect, test, type APIRequestContext } from '@playwright/test';
import { generate } from 'promptparse';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { adminText, logIn, openMenu, OWNER } from '../support/admin';
import { fromToday } from '../support/calendar';
import { step } from '../support/steps';

// Self-contained: its own nights (far from the other scenarios'), its own booking made over the
// API, and the owner account registered here when this spec runs alone.
const TRANS_REF = `0151${Date.now()}QR`;

async function slipWithQr(): Promise<Buffer> {
  const qr = await QRCode.toBuffer(generate.slipVerify({ sendingBank: '004', transRef: TRANS_REF }), { width: 200, margin: 1 });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="540" height="960"><rect width="540" height="960" fill="#fff"/>
    <text x="40" y="120" font-family="sans-serif" font-size="34">Transfer successful</text></svg>`;
  return sharp(Buffer.from(svg)).composite([{ input: qr, left: 300, top: 680 }]).png().toBuffer();
}

async function ensureOwner(api: APIRequestContext): Promise<void> {
  const login = await api.post('/api/admin/auth/login', { data: { email: OWNER.email, password: OWNER.password } });
  if (login.ok()) return;
  const register = await api.post('/api/admin/auth/register', { data: OWNER });
  expect(register.status()).toBe(201);
}

test.describe('a slip checked by its QR', () => {
  test('the admin drawer shows the sending bank and the transfer reference', async ({ page, request }) => {
    const { id, reference } = await step(page, 'a guest books and attaches a slip with a verification QR', async () => {
      const checkIn = fromToday(300);
      const created = await request.post('/api/booking', { data: { checkIn, checkOut: fromToday(302), rooms: 3, guests: 2 } });
      expect(created.status()).toBe(201);
      const { booking, accessToken } = (await created.json()).data;
      const headers = { 'X-Booking-Token': accessToken };
      const uploaded = await request.post('/api/upload/slip', {
        headers,
        multipart: { bookingId: booking._id, slip: { name: 'slip.png', mimeType: 'image/png', buffer: await slipWithQr() } },
      });
      expect(uploaded.status()).toBe(201);
      const { paymentSlipUrl, slipCheck } = await uploaded.json();
      expect(slipCheck).toEqual({ qr: { sendingBank: '004', transRef: TRANS_REF } });
      const attached = await request.patch(`/api/booking/${booking._id}`, { headers, data: { paymentSlipUrl, status: 'in_review' } });
      expect(attached.status()).toBe(200);
      return { id: booking._id as string, reference: booking.reference as string };
    });

    await ensureOwner(request);
    await logIn(page);
    await step(page, 'the owner opens the booking: the QR check is in the drawer', async () => {
      await openMenu(page, 'bookings');
      await page.getByRole('searchbox', { name: adminText('bookings.search') }).fill(id);
      await page.getByRole('searchbox', { name: adminText('bookings.search') }).press('Enter');
      await page.getByRole('button', { name: `${adminText('bookings.details')} ${reference}` }).click();
      const drawer = page.getByRole('dialog').filter({ hasText: adminText('drawer.title', { reference }) });
      await expect(drawer.getByText(adminText('slipCheck.found', { bank: 'Kasikorn Bank', reference: TRANS_REF }))).toBeVisible();
    });
  });
});
