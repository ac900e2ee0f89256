import { dayOfWeek, todayInBangkok } from '@baan-talay/pricing';
import { screen, waitFor, within } from '@testing-library/react';
import { adminVilla } from '../../testing/fixtures';
import { callsTo, mockApi } from '../../testing/http';
import { renderAdminUi } from '../../testing/render';
import { findDialog, user } from '../../testing/user';
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
    const http = mockApi({
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
    mockApi({ 'GET /api/admin/villa': { body: adminVilla() } });
    renderAdminUi(<VillaPage />, { route: '/admin/villa?tab=seasons' });
    expect(await screen.findByText('No seasons: every night has the base prices.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Add season' }));
    const dialog = await findDialog('Add season');
    expect(within(dialog).getByLabelText('Name (Thai)')).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Minimum nights (empty: the villa's)")).toBeInTheDocument();
  });

  it('says when a season is saved or removed', async () => {
    const season = { id: 's1', name: { th: 'ปีใหม่', en: 'New Year' }, from: '2030-12-29', to: '2031-01-02', weekdayPrice: 12_000, weekendPrice: 14_000, weekdayDiscountedPrice: 0, weekendDiscountedPrice: 0, minNights: 3 };
    const http = mockApi({
      'GET /api/admin/villa': { body: adminVilla({ seasons: [season] }) },
      'PATCH /api/admin/seasons/s1': { body: season },
      'DELETE /api/admin/seasons/s1': { status: 204 },
    });
    renderAdminUi(<VillaPage />, { route: '/admin/villa?tab=seasons' });
    const row = (await screen.findByText('New Year')).closest('tr') as HTMLElement;
    await u.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit season');
    await waitFor(() => expect(within(dialog).getByLabelText('Name (Thai)')).toHaveValue('ปีใหม่'));
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(http.calls, 'PATCH /api/admin/seasons/s1')).toHaveLength(1));
    expect(await screen.findByText('Season “New Year” saved')).toBeInTheDocument();

    await u.click(within(row).getByRole('button', { name: 'Delete' }));
    await u.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Season “New Year” removed')).toBeInTheDocument();
  });
});

describe('the month preview of nightly prices', () => {
  it.each([
    ['en', 'Sun'],
    ['th', /^อา/],
  ] as const)('has a weekday header in %s and puts the 1st under its own weekday', async (language, sunday) => {
    mockApi({ 'GET /api/admin/villa': { body: adminVilla() } });
    renderAdminUi(<VillaPage />, { route: '/admin/villa?tab=seasons', language });
    const days = await screen.findByTestId('season-preview');
    const header = days.previousElementSibling as HTMLElement;
    expect(header.children).toHaveLength(7);
    expect(header.firstElementChild).toHaveTextContent(sunday);
    // The preview opens on this month: its 1st sits in the column of its weekday (Sunday is column 1).
    const first = `${todayInBangkok(new Date()).slice(0, 7)}-01`;
    expect(days.firstElementChild).toHaveAttribute('data-date', first);
    expect((days.firstElementChild as HTMLElement).style.gridColumnStart).toBe(String(dayOfWeek(first) + 1));
  });
});
