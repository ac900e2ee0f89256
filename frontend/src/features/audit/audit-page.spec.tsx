import { callsTo, mockApi } from '../../testing/http';
import { screen, waitFor, within } from '@testing-library/react';
import { auditEntry, page } from '../../testing/fixtures';
import { renderAdminUi } from '../../testing/render';
import { user } from '../../testing/user';
import AuditPage from './audit-page';

const u = user();

describe('the audit log', () => {
  it('lists every change with its actor and filters on the server', async () => {
    const http = mockApi({
      'GET /api/admin/audit': {
        body: page(
          [
            auditEntry({
              id: 'e1',
              type: 'VillaPricingUpdated',
              bookingId: null,
              bookingReference: null,
              actor: { kind: 'admin', id: 'a1', email: 'owner@baantalay.test', name: 'Malee Srisuk' },
              changes: { weekendPrice: 7500 },
              description: {
                sentence: 'VillaPricingUpdated',
                params: {},
                fields: [{ field: 'weekendPrice', before: { format: 'money', value: 6000 }, after: { format: 'money', value: 7500 } }],
                lists: [],
              },
            }),
            auditEntry({ id: 'e2', type: 'BookingCreated', bookingId: '1a2b3c4d-0000-0000-0000-000000000000', bookingReference: 'BT-1A2B3C4D', actor: { kind: 'guest' } }),
            // Signed up on the register page: a visitor carrying the new account's e-mail.
            auditEntry({ id: 'e3', type: 'AdminRegistered', bookingId: null, bookingReference: null, actor: { kind: 'guest', id: 'a2', email: 'niran@baantalay.test' } }),
          ],
          { total: 3 },
        ),
      },
    });
    renderAdminUi(<AuditPage />, { route: '/admin/audit' });
    const pricing = (await screen.findByText('Pricing updated')).closest('tr') as HTMLElement;
    // The admin by name; the e-mail shows on hover.
    expect(within(pricing).queryByText('owner@baantalay.test')).toBeNull();
    await u.hover(within(pricing).getByText('Malee Srisuk'));
    expect(await screen.findByRole('tooltip', { name: 'owner@baantalay.test' })).toBeInTheDocument();
    expect(within(pricing).getByText('Changed the prices')).toBeInTheDocument();
    expect(within(pricing).getByText('Weekend price:')).toBeInTheDocument();
    expect(within(pricing).getByText('฿6,000')).toBeInTheDocument();
    expect(within(pricing).getByText('฿7,500')).toBeInTheDocument();
    expect(within(pricing).queryByText(/weekendPrice/)).toBeNull();
    expect(screen.getByRole('link', { name: 'BT-1A2B3C4D' })).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: 'BT-1A2B3C4D' }).closest('tr') as HTMLElement).getByText('Guest')).toBeInTheDocument();
    expect(screen.getByText('niran@baantalay.test (signed up)')).toBeInTheDocument();
    const lastQuery = () => Object.fromEntries(callsTo(http.calls, 'GET /api/admin/audit').at(-1)!.query);
    expect(lastQuery()).toEqual({ page: '1', pageSize: '20' });

    await u.type(screen.getByRole('searchbox', { name: 'Booking reference (BT-…) or id' }), 'BT-1A2B3C4D{Enter}');
    await waitFor(() => expect(lastQuery()).toMatchObject({ bookingId: 'BT-1A2B3C4D' }));
    await u.clear(screen.getByRole('searchbox', { name: 'Booking reference (BT-…) or id' }));
    await u.type(screen.getByRole('searchbox', { name: 'Booking reference (BT-…) or id' }), '{Enter}');

    await u.type(screen.getByRole('searchbox', { name: 'Admin id or email' }), 'owner@baantalay.test{Enter}');
    await waitFor(() => expect(lastQuery()).toMatchObject({ actor: 'owner@baantalay.test' }));

    await u.click(screen.getByRole('combobox', { name: 'Event types' }));
    await u.click(await screen.findByTitle('Booking confirmed'));
    await u.click(await screen.findByTitle('Booking cancelled'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ actor: 'owner@baantalay.test', type: 'BookingConfirmed,BookingCancelled', page: '1' }));
  });
});

describe('the audit log in Thai (issue 33: no raw event names)', () => {
  it('tells a block, an imported stay and an erasure in sentences', async () => {
    mockApi({
      'GET /api/admin/audit': {
        body: page(
          [
            auditEntry({
              id: 'c1',
              type: 'NightsBlocked',
              streamId: 'calendar-villa-main',
              bookingId: null,
              bookingReference: null,
              actor: { kind: 'admin', email: 'owner@baantalay.test' },
              description: {
                sentence: 'NightsBlocked',
                params: { from: { format: 'date', value: '2026-12-10' }, to: { format: 'date', value: '2026-12-12' }, reason: { format: 'blockReason', value: 'maintenance' } },
                fields: [],
                lists: [],
              },
            }),
            auditEntry({
              id: 'c2',
              type: 'ExternalStayImported',
              streamId: 'calendar-villa-main',
              bookingId: null,
              bookingReference: null,
              actor: { kind: 'system' },
              description: { sentence: 'ExternalStayConflict', params: { from: { format: 'date', value: '2026-12-11' }, to: { format: 'date', value: '2026-12-13' } }, fields: [], lists: [] },
            }),
            auditEntry({ id: 'c3', type: 'PersonalDataErased', actor: { kind: 'system' }, description: { sentence: 'PersonalDataErasedRetention', params: {}, fields: [], lists: [] } }),
          ],
          { total: 3 },
        ),
      },
    });
    renderAdminUi(<AuditPage />, { route: '/admin/audit', language: 'th' });
    const blocked = (await screen.findByText('ปิดรับจอง')).closest('tr') as HTMLElement;
    expect(within(blocked).getByText(/^ปิดรับจองคืนวันที่ .+: ซ่อมบำรุง$/)).toBeInTheDocument();
    const imported = screen.getByText('นำเข้าการเข้าพัก').closest('tr') as HTMLElement;
    expect(within(imported).getByText(/ทับคืนที่มีผู้จองแล้ว/)).toBeInTheDocument();
    const erased = screen.getByText('ลบข้อมูลส่วนบุคคลแล้ว').closest('tr') as HTMLElement;
    expect(within(erased).getByText('ลบข้อมูลส่วนบุคคลของผู้เข้าพักเมื่อครบระยะเวลาเก็บรักษา')).toBeInTheDocument();
    expect(screen.queryByText(/NightsBlocked|PersonalDataErased|ExternalStay/)).not.toBeInTheDocument();
  });
});
