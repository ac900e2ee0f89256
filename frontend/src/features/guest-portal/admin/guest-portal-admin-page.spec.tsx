import type { GuestPortalAdminDto } from '@baan-talay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type ApiCall } from '../../../testing/http';
import { renderWithProviders } from '../../../testing/render';
import { GuestPortalAdminPage } from './guest-portal-admin-page';


const text = (en: string) => ({ th: `${en} (th)`, en });
const data: GuestPortalAdminDto = {
  manual: [{ id: 'm1', title: text('Arrival'), body: text('From the airport'), mapUrl: '' }],
  secrets: [{ id: 's1', label: text('Door code'), value: '4711' }],
  settings: { secretsDaysBefore: 2, preArrivalDaysBefore: 3 },
  emails: (['pre_arrival', 'checkout_morning', 'thank_you'] as const).map((kind) => ({ kind, enabled: true, subject: text(`${kind} subject`), body: text(`${kind} body`) })),
};

function renderPage(tab: string) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const record = async ({ request }: ApiCall) => {
    sent.push({ method: request.method, path: new URL(request.url).pathname, body: await request.json() });
    return { body: data };
  };
  mockApi({
    'GET /api/admin/guest-portal': { body: data },
    'PUT /api/admin/guest-portal/secrets': record,
    'PUT /api/admin/guest-portal/emails/checkout_morning': record,
  });
  renderWithProviders(<GuestPortalAdminPage />, { language: 'en', route: `/?tab=${tab}` });
  return sent;
}

describe('GuestPortalAdminPage', () => {
  it('adds a secret after the door code and saves the list in order', async () => {
    const sent = renderPage('secrets');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Add a secret/ }));
    const names = screen.getAllByLabelText('Name (English)');
    await user.type(names[1], 'Wi-Fi password');
    await user.type(screen.getAllByLabelText('Value')[1], 'sea-breeze');
    await user.click(screen.getAllByRole('button', { name: /^Save$/ }).at(-1)!);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toEqual({
      secrets: [
        { id: 's1', label: text('Door code'), value: '4711' },
        { label: { th: '', en: 'Wi-Fi password' }, value: 'sea-breeze' },
      ],
    });
  });

  it('turns the check-out e-mail off', async () => {
    const sent = renderPage('emails');
    const user = userEvent.setup();
    const card = (await screen.findByText('Check-out morning')).closest('.ant-card') as HTMLElement;
    await user.click(within(card).getByRole('switch'));
    await user.click(within(card).getByRole('button', { name: /^Save$/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PUT', path: '/api/admin/guest-portal/emails/checkout_morning', body: { enabled: false } });
  });
});
