import type { BookingStatus } from '@baan-talay/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { bookingFixture } from '../../../testing/fixtures';
import { mockApi, type ApiRoutes } from '../../../testing/http';
import { renderWithProviders } from '../../../testing/render';
import { ConfirmationDetails } from './confirmation-details';

let api: ReturnType<typeof mockApi>;

function renderFor(status: BookingStatus, language: 'th' | 'en' = 'en', routes: ApiRoutes = {}) {
  api = mockApi(routes);
  const booking = bookingFixture({ status, paymentSlipUrl: null });
  renderWithProviders(
    <Routes>
      <Route path="/" element={<ConfirmationDetails booking={booking} />} />
      <Route path="/booking/:id/payment" element={<h1>Payment step</h1>} />
    </Routes>,
    { language },
  );
  return booking;
}

describe('ConfirmationDetails', () => {
  it.each([
    ['pending_payment', 'Booking received: waiting for your payment', 'Download booking summary'],
    ['in_review', 'Payment slip received: we are checking it', 'Download booking summary'],
    ['confirmed', 'Booking complete', 'Download receipt'],
  ] as const)('says what a %s booking is, and only a paid one has a receipt', (status, heading, download) => {
    renderFor(status);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.getByRole('button', { name: new RegExp(`${download}$`) })).toBeInTheDocument();
  });

  it.each([
    ['in_review', 'th', /^booking-summary-BT-\w+-th\.pdf$/],
    ['confirmed', 'en', /^receipt-BT-\w+-en\.pdf$/],
  ] as const)('saves a %s booking’s PDF under the name of its title (%s)', async (status, language, name) => {
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    // jsdom has no object URLs.
    URL.createObjectURL ??= () => '';
    URL.revokeObjectURL ??= () => undefined;
    jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:receipt');
    const booking = renderFor(status, language, {
      'GET /api/booking/bk-1/receipt': new Response(new Blob(['%PDF-1.3'], { type: 'application/pdf' }), { headers: { 'Content-Type': 'application/pdf' } }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: language === 'th' ? /ดาวน์โหลด/ : /Download receipt$/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(name);
    expect(saved[0]).toContain(booking.reference);
  });

  it('says it in Thai', () => {
    renderFor('in_review', 'th');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ได้รับสลิปแล้ว กำลังตรวจสอบการชำระเงิน');
  });

  it('lets the guest take back a slip in review, and goes to the payment step', async () => {
    const booking = renderFor('in_review', 'en', {
      [`PATCH /api/booking/${'bk-1'}`]: { body: bookingFixture({ status: 'pending_payment', paymentSlipUrl: null }) },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Replace slip$/ }));
    expect(await screen.findByRole('heading', { name: 'Payment step' })).toBeInTheDocument();
    const patch = api.calls.find((call) => call.method === 'PATCH');
    expect(patch?.request.url).toContain(`/api/booking/${booking._id}`);
    expect(await patch?.request.json()).toEqual({ paymentSlipUrl: null });
  });

  it('offers no slip change once the booking is confirmed', () => {
    renderFor('confirmed');
    expect(screen.queryByRole('button', { name: /Replace slip$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove slip$/ })).not.toBeInTheDocument();
  });
});
