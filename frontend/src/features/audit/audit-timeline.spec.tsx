import { mockApi } from '../../testing/http';
import { screen, within } from '@testing-library/react';
import { auditEntry } from '../../testing/fixtures';
import { renderAdminUi } from '../../testing/render';
import { AuditTimeline } from './audit-timeline';

const history = [
  auditEntry({
    id: 'e1',
    type: 'BookingCreated',
    occurredAt: '2026-11-22T07:30:00.000Z',
    actor: { kind: 'guest' },
    changes: { checkIn: '2026-12-04', checkOut: '2026-12-06' },
    description: {
      sentence: 'BookingCreated',
      params: {
        checkIn: { format: 'date', value: '2026-12-04' },
        checkOut: { format: 'date', value: '2026-12-06' },
        rooms: { format: 'number', value: 2 },
        guests: { format: 'number', value: 4 },
        total: { format: 'money', value: 9000 },
      },
      fields: [{ field: 'paymentMethod', after: { format: 'paymentMethod', value: 'promptpay' } }],
      lists: [],
    },
  }),
  auditEntry({ id: 'e2', type: 'SlipAttached', occurredAt: '2026-11-22T07:45:00.000Z', actor: { kind: 'guest' }, changes: { contentType: 'image/png' } }),
  auditEntry({
    id: 'e3',
    type: 'BookingConfirmed',
    occurredAt: '2026-11-22T09:05:00.000Z',
    actor: { kind: 'admin', id: 'a1', email: 'owner@baantalay.test' },
    changes: { previousStatus: 'in_review' },
    description: {
      sentence: 'BookingConfirmed',
      params: {},
      fields: [{ field: 'status', before: { format: 'status', value: 'in_review' }, after: { format: 'status', value: 'confirmed' } }],
      lists: [],
    },
  }),
  auditEntry({
    id: 'e4',
    type: 'SomethingNew',
    occurredAt: '2026-11-22T10:00:00.000Z',
    actor: { kind: 'system' },
    changes: {},
    description: { sentence: 'unknown', params: { type: { format: 'text', value: 'SomethingNew' } }, fields: [], lists: [] },
  }),
];

describe('the audit timeline of a booking', () => {
  it('lists who did what, and when, in order', async () => {
    mockApi({ 'GET /api/admin/bookings/b-1/history': { body: history } });
    renderAdminUi(<AuditTimeline bookingId="b-1" />);

    await screen.findByText('Booking created');
    const items = screen.getAllByRole('listitem').filter((item) => item.querySelector('time'));
    expect(items).toHaveLength(4);

    expect(within(items[0]).getByText('Booking created')).toBeInTheDocument();
    expect(within(items[0]).getByText('Guest')).toBeInTheDocument();
    expect(within(items[0]).getByText('22 Nov 2026, 14:30')).toBeInTheDocument();
    expect(within(items[0]).getByText('Booked 4 Dec 2026 – 6 Dec 2026: 2 rooms, 4 guests, ฿9,000')).toBeInTheDocument();
    expect(within(items[0]).getByText('PromptPay QR')).toBeInTheDocument();

    expect(within(items[1]).getByText('Payment slip uploaded')).toBeInTheDocument();

    expect(within(items[2]).getByText('Booking confirmed')).toBeInTheDocument();
    expect(within(items[2]).getByText('owner@baantalay.test')).toBeInTheDocument();
    expect(within(items[2]).getByText('22 Nov 2026, 16:05')).toBeInTheDocument();
    expect(within(items[2]).getByText('In review')).toBeInTheDocument();
    expect(within(items[2]).getByText('Confirmed')).toBeInTheDocument();

    // An event type this screen does not know yet still shows, under its own name.
    expect(within(items[3]).getAllByText('SomethingNew')).not.toHaveLength(0);
    expect(within(items[3]).getByText('System')).toBeInTheDocument();
  });

  it('speaks Thai, with Buddhist-era dates', async () => {
    mockApi({ 'GET /api/admin/bookings/b-1/history': { body: history.slice(2, 3) } });
    renderAdminUi(<AuditTimeline bookingId="b-1" />, { language: 'th' });

    expect(await screen.findAllByText('ยืนยันการจอง')).toHaveLength(2);
    expect(screen.getByText('รอตรวจสอบ')).toBeInTheDocument();
    expect(screen.getByText('สถานะ:')).toBeInTheDocument();
    expect(screen.getByText(/2569/)).toBeInTheDocument();
  });

  it('says so when there is no history', async () => {
    mockApi({ 'GET /api/admin/bookings/b-1/history': { body: [] } });
    renderAdminUi(<AuditTimeline bookingId="b-1" />);

    expect(await screen.findByText('No history yet')).toBeInTheDocument();
  });
});
