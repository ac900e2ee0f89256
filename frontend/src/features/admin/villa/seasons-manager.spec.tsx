import { screen, waitFor, within } from '@testing-library/react';
import { adminVilla } from '../testing/fixtures';
import { callsTo, stubFetch } from '../testing/http-stub';
import { renderAdminUi } from '../testing/render-admin';
import { findDialog, user } from '../testing/user';
import VillaPage from './villa-page';

const u = user();

describe('seasons in the villa settings', () => {
  it('lists the seasons, previews a month of nightly prices, and removes a season', async () => {
    const villa = adminVilla({
      weekdayPrice: 5000,
      weekendPrice: 6000,
      priceReductionPerRoom: 2000,
      seasons: [
        {
          id: 's1',
          name: { th: 'ปีใหม่', en: 'New Year' },
          from: '2030-12-29',
          to: '2031-01-02',
          weekdayPrice: 12_000,
          weekendPrice: 14_000,
          weekdayDiscountedPrice: 0,
          weekendDiscountedPrice: 0,
          minNights: 3,
        },
      ],
    });
    const http = stubFetch({
      'GET /api/admin/villa': { body: villa },
      'DELETE /api/admin/seasons/s1': { status: 204 },
    });
    renderAdminUi(<VillaPage />, { route: '/admin/villa?tab=seasons' });

    const row = (await screen.findByText('New Year')).closest('tr') as HTMLElement;
    expect(within(row).getByText('2030-12-29 – 2031-01-01')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(screen.getByTestId('season-preview').children.length).toBeGreaterThanOrEqual(28);

    await u.click(within(row).getByRole('button', { name: 'Delete' }));
    await u.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(http.calls, 'DELETE /api/admin/seasons/s1')).toHaveLength(1));
  });

  it('opens the form to add a season', async () => {
    stubFetch({ 'GET /api/admin/villa': { body: adminVilla() } });
    renderAdminUi(<VillaPage />, { route: '/admin/villa?tab=seasons' });
    expect(await screen.findByText('No seasons: every night has the base prices.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Add season' }));
    const dialog = await findDialog('Add season');
    expect(within(dialog).getByLabelText('Name (Thai)')).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Minimum nights (empty: the villa's)")).toBeInTheDocument();
  });
});
