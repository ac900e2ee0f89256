import { callsTo, mockApi, type ApiRoutes } from '../../testing/http';
import { screen, waitFor, within } from '@testing-library/react';
import type { BookingDto } from '@baan-talay/contracts';
import { ADMIN_TOKEN_KEY } from '../../lib/api';
import { auditEntry, booking, page } from '../../testing/fixtures';
import { renderAdminUi } from '../../testing/render';
import { findDialog, user } from '../../testing/user';
import BookingsPage from './bookings-page';

const u = user();

function openDrawer(current: BookingDto, routes: ApiRoutes = {}) {
  const http = mockApi({
    'GET /api/admin/bookings': { body: page([current]) },
    'GET /api/admin/bookings/b-1': { body: current },
    'GET /api/admin/bookings/b-1/history': { body: [] },
    ...routes,
  });
  renderAdminUi(<BookingsPage />, { route: '/admin/bookings?booking=b-1' });
  return { http, drawer: findDialog('Booking BT-1001') };
}

afterEach(() => localStorage.clear());

describe('the booking drawer', () => {
  it('previews an image slip fetched with the admin token', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'admin-token-1');
    const { http, drawer } = openDrawer(booking({ paymentSlipUrl: '/api/booking/b-1/slip' }), {
      'GET /api/booking/b-1/slip': { blob: new Blob(['png bytes'], { type: 'image/png' }) },
    });

    expect(await within(await drawer).findByRole('img', { name: 'Payment slip' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    const [slip] = callsTo(http.calls, 'GET /api/booking/b-1/slip');
    expect(slip.headers.get('Authorization')).toBe('Bearer admin-token-1');
  });

  it("shows the slip's verification QR: the bank and reference, or in amber that it needs a check by hand", async () => {
    const slip = { 'GET /api/booking/b-1/slip': { blob: new Blob(['png bytes'], { type: 'image/png' }) } };
    const read = booking({ paymentSlipUrl: '/api/booking/b-1/slip', slipCheck: { qr: { sendingBank: '004', transRef: '015123ABC' } } });
    const first = openDrawer(read, slip);
    expect(await within(await first.drawer).findByText('Verification QR: Kasikorn Bank, ref 015123ABC')).toBeInTheDocument();
  });

  it('warns in amber when the slip has no verification QR', async () => {
    const { drawer } = openDrawer(booking({ paymentSlipUrl: '/api/booking/b-1/slip', slipCheck: { qr: null, reason: 'notSlipQr' } }), {
      'GET /api/booking/b-1/slip': { blob: new Blob(['png bytes'], { type: 'image/png' }) },
    });
    const alert = (await within(await drawer).findByText('No verification QR found — check this slip by hand')).closest('.ant-alert');
    expect(alert).toHaveClass('ant-alert-warning');
    expect(alert).toHaveTextContent('not a bank verification QR');
  });

  it('warns in amber when the slip was accepted without its QR check (server busy or too costly an image)', async () => {
    const { drawer } = openDrawer(booking({ paymentSlipUrl: '/api/booking/b-1/slip', slipCheck: { qr: null, reason: 'notVerified' } }), {
      'GET /api/booking/b-1/slip': { blob: new Blob(['png bytes'], { type: 'image/png' }) },
    });
    const alert = (await within(await drawer).findByText('QR not checked — check this slip by hand')).closest('.ant-alert');
    expect(alert).toHaveClass('ant-alert-warning');
    expect(alert).toHaveTextContent('could not be checked in time');
  });

  it('shows a price that adds up: the nights, the admin\'s change as a signed line, a rule and the total', async () => {
    const { drawer } = openDrawer(booking({ totalPrice: 11_000, priceOverridden: true }));
    const table = within(await within(await drawer).findByRole('table', { name: 'Price breakdown' }));
    const rows = table.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      expect.stringMatching(/^2 weekend nights × ฿6,000.*฿12,000$/),
      'Total changed by an admin Set by an admin−฿1,000',
      'Total฿11,000',
    ]);
  });

  it('keeps showing the payment deadline once the slip is in review', async () => {
    const { drawer } = openDrawer(booking({ status: 'in_review', paymentDeadline: '2026-11-22T08:00:00.000Z' }));
    const row = (await within(await drawer).findByText('Payment deadline')).closest('.ant-descriptions-item') as HTMLElement;
    expect(row).toHaveTextContent(/22 Nov 2026/);
    expect(row).not.toHaveTextContent('—');
    expect(within(await drawer).getByText('No slip uploaded')).toBeInTheDocument();
  });

  it('embeds a PDF slip with a link to open it', async () => {
    const { drawer } = openDrawer(booking({ paymentSlipUrl: '/api/booking/b-1/slip' }), {
      'GET /api/booking/b-1/slip': { blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) },
    });

    const link = await within(await drawer).findByRole('link', { name: 'Open the PDF' });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^blob:/));
    expect((await drawer).querySelector('object[type="application/pdf"]')).not.toBeNull();
  });

  it('deletes only once the reference is typed, then closes the drawer', async () => {
    const { http, drawer } = openDrawer(booking(), { 'DELETE /api/admin/bookings/b-1': { body: { _id: 'b-1', deleted: true } } });
    await u.click(within(await drawer).getByRole('button', { name: /Delete/ }));
    const prompt = await findDialog('Delete booking BT-1001?');
    const remove = within(prompt).getByRole('button', { name: 'Delete' });
    expect(remove).toBeDisabled();
    await u.type(within(prompt).getByLabelText('Type BT-1001 to delete it'), 'BT-100');
    expect(remove).toBeDisabled();
    await u.type(within(prompt).getByLabelText('Type BT-1001 to delete it'), '1');
    expect(callsTo(http.calls, 'DELETE /api/admin/bookings/b-1')).toHaveLength(0);
    await u.click(remove);

    expect(await screen.findByText('Booking BT-1001 deleted')).toBeInTheDocument();
    expect(callsTo(http.calls, 'DELETE /api/admin/bookings/b-1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Booking BT-1001', { selector: '.ant-drawer-title' })).not.toBeInTheDocument());
  });

  it('offers no deletion of a confirmed booking, and asks whether the guest was refunded when it is cancelled', async () => {
    const { http, drawer } = openDrawer(booking({ status: 'confirmed' }), {
      'PATCH /api/admin/bookings/b-1/status': { body: booking({ status: 'cancelled' }) },
    });
    expect(within(await drawer).getByRole('button', { name: /Delete/ })).toBeDisabled();
    await u.click(within(await drawer).getByRole('button', { name: 'Cancel booking BT-1001' }));
    const prompt = await findDialog('Cancel booking BT-1001? Its nights are released.');
    await u.click(within(prompt).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(prompt).findByText('Please say whether the guest was refunded')).toBeInTheDocument();
    expect(callsTo(http.calls, 'PATCH /api/admin/bookings/b-1/status')).toHaveLength(0);
    await u.click(within(prompt).getByRole('radio', { name: 'Yes, refunded' }));
    await u.click(within(prompt).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(callsTo(http.calls, 'PATCH /api/admin/bookings/b-1/status')).toHaveLength(1));
    const [patch] = callsTo(http.calls, 'PATCH /api/admin/bookings/b-1/status');
    expect(await patch.request.json()).toEqual({ status: 'cancelled', refunded: true });
  });

  it('adds a private note, shown in the notes and the timeline', async () => {
    const note = auditEntry({
      id: 'n1',
      type: 'BookingNoteAdded',
      actor: { kind: 'admin', id: 'a1', email: 'owner@baantalay.test', name: 'Malee Srisuk' },
      changes: { text: 'Arrives after 22:00' },
      description: { sentence: 'BookingNoteAdded', params: { text: { format: 'text', value: 'Arrives after 22:00' } }, fields: [], lists: [] },
    });
    let history: unknown[] = [];
    const { http, drawer } = openDrawer(booking(), {
      'GET /api/admin/bookings/b-1/history': () => ({ body: history }),
      'POST /api/admin/bookings/b-1/notes': () => {
        history = [note];
        return { status: 201, body: history };
      },
    });
    const view = within(await drawer);
    await u.click(await view.findByRole('button', { name: 'Add note' }));
    expect(await view.findByText('Write the note first')).toBeInTheDocument();
    await u.type(view.getByLabelText('New note'), 'Arrives after 22:00');
    await u.click(view.getByRole('button', { name: 'Add note' }));

    // The toast: the timeline's entry names its type "Note added" too.
    expect(await screen.findByText('Note added', { selector: '[role="alert"] *' })).toBeInTheDocument();
    const [post] = callsTo(http.calls, 'POST /api/admin/bookings/b-1/notes');
    expect(await post.request.json()).toEqual({ text: 'Arrives after 22:00' });
    expect(await view.findByText('Arrives after 22:00')).toBeInTheDocument();
    expect(view.getByText('Added a note: “Arrives after 22:00”')).toBeInTheDocument();
    // Who wrote it, by name in the notes and the timeline; the e-mail is kept beside it.
    expect(view.getAllByLabelText('Malee Srisuk (owner@baantalay.test)')).toHaveLength(2);
    expect(view.queryByText('owner@baantalay.test')).toBeNull();
  });

  it("sends the confirmation e-mail of a confirmed booking, with 'Failed to send booking confirmation email' as fallback", async () => {
    let reply: { status: number; body?: unknown } = { status: 202, body: { status: 'success', message: 'On its way' } };
    const { http, drawer } = openDrawer(booking({ status: 'confirmed' }), { 'POST /api/booking/b-1/send-confirmation': () => reply });
    const send = within(await drawer).getByRole('button', { name: /Send confirmation/ });
    await u.click(send);
    expect(await screen.findByText('The confirmation email to somchai@example.test is on its way')).toBeInTheDocument();

    reply = { status: 503 };
    await u.click(send);
    expect(await screen.findByText('Failed to send booking confirmation email')).toBeInTheDocument();
    expect(callsTo(http.calls, 'POST /api/booking/b-1/send-confirmation')).toHaveLength(2);
  });

  it('offers no e-mail before the booking is confirmed', async () => {
    const { drawer } = openDrawer(booking({ status: 'pending_payment' }));
    expect(within(await drawer).getByRole('button', { name: /Send confirmation/ })).toBeDisabled();
  });
});

describe('the booking drawer: the guest’s personal data', () => {
  it('erases a cancelled booking’s personal data after a confirmation', async () => {
    const erased = booking({ status: 'cancelled', customerInfo: null, personalDataErasedAt: '2026-11-20T03:00:00.000Z' });
    const { http, drawer } = openDrawer(booking({ status: 'cancelled' }), {
      'POST /api/admin/bookings/b-1/erase': { body: { _id: 'b-1', booking: erased } },
    });
    await u.click(await within(await drawer).findByRole('button', { name: /Erase personal data/ }));
    const confirm = await screen.findByRole('tooltip');
    await u.click(within(confirm).getByRole('button', { name: 'Erase personal data' }));
    await waitFor(() => expect(callsTo(http.calls, 'POST /api/admin/bookings/b-1/erase')).toHaveLength(1));
  });

  it('says when the personal data was erased, in place of the guest, and offers no second erasure', async () => {
    const { drawer } = openDrawer(booking({ status: 'cancelled', customerInfo: null, personalDataErasedAt: '2026-11-20T03:00:00.000Z' }));
    const view = within(await drawer);
    expect(await view.findByText(/Personal data erased on 20 Nov 2026/, { selector: '.ant-alert *' })).toBeInTheDocument();
    expect(view.queryByRole('button', { name: /Erase personal data/ })).toBeNull();
    expect(view.getByRole('button', { name: /Download personal data/ })).toBeEnabled();
  });

  it('does not offer erasure while the stay is ahead', async () => {
    const { drawer } = openDrawer(booking({ status: 'confirmed', checkOut: '2099-01-02' }));
    expect(await within(await drawer).findByRole('button', { name: /Erase personal data/ })).toBeDisabled();
  });
});
