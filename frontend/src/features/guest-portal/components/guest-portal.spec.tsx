import type { GuestPortalDto } from '@baan-talay/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookingFixture, villaFixture } from '../../../testing/fixtures';
import { mockApi, type ApiRoutes } from '../../../testing/http';
import { renderWithProviders } from '../../../testing/render';
import { GuestPortal } from './guest-portal';

const labels = [{ id: 's1', label: { th: 'รหัสประตู', en: 'Door code' } }];
const portal = (secrets: Partial<GuestPortalDto['secrets']>): GuestPortalDto => ({
  manual: [{ id: 'm1', title: { th: 'การเดินทาง', en: 'Arrival' }, body: { th: 'ไทย', en: 'From the airport' }, mapUrl: 'https://maps.example/x' }],
  secrets: { visible: false, reason: 'unpaid', labels, ...secrets } as GuestPortalDto['secrets'],
  arrival: null,
  links: { guests: '/booking/bk-1/guests', review: null },
});

function renderPortal(answer: GuestPortalDto, routes: ApiRoutes = {}, language: 'th' | 'en' = 'en') {
  mockApi({ 'GET /api/booking/bk-1/portal': { body: answer }, ...routes });
  renderWithProviders(<GuestPortal booking={bookingFixture({ status: 'confirmed' })} villa={villaFixture()} />, { language });
}

describe('GuestPortal', () => {
  it('says when the codes will appear and offers no way to open them yet', async () => {
    renderPortal(portal({ visible: false, reason: 'tooEarly', from: '2030-03-02' }));
    expect(await screen.findByText(/^The codes appear here on .*2030\.$/)).toBeInTheDocument();
    expect(screen.getByText('Door code')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show the codes/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Arrival' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Give passport details' })).toHaveAttribute('href', '/booking/bk-1/guests');
  });

  it('opens the codes inside the window', async () => {
    renderPortal(portal({ visible: true }), {
      'POST /api/booking/bk-1/portal/secrets': { body: { secrets: [{ ...labels[0], value: '4711' }] } },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: /Show the codes/ }));
    expect(await screen.findByText('4711')).toBeInTheDocument();
  });

  it('shows the server’s refusal of arrival details in the guest’s language', async () => {
    renderPortal(portal({}), {
      'PUT /api/booking/bk-1/arrival': { status: 400, body: { statusCode: 400, code: 'portal.tooManyGuests', message: 'The villa sleeps at most 6 guests', params: { max: 6 } } },
    }, 'th');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'บันทึกรายละเอียดการมาถึง' }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('วิลล่ารับผู้เข้าพักได้สูงสุด 6 คน รวมผู้ใหญ่และเด็ก'));
  });
});
