import { callsTo, mockApi, type ApiRoutes } from '../../testing/http';
import { screen, waitFor, within } from '@testing-library/react';
import { adminUser, adminVilla } from '../../testing/fixtures';
import { renderAdmin, renderAdminUi } from '../../testing/render';
import { findDialog, user } from '../../testing/user';
import VillaPage from './villa-page';

const u = user();

function renderVilla(tab: string, routes: ApiRoutes = {}) {
  const http = mockApi({
    'GET /api/admin/villa': { body: adminVilla() },
    'PATCH /api/admin/villa': async (call) => ({ body: adminVilla(await call.request.json()) }),
    ...routes,
  });
  renderAdminUi(<VillaPage />, { route: `/admin/villa?tab=${tab}` });
  return http;
}

const card = (title: string) => screen.getByText(title).closest('.ant-card') as HTMLElement;

describe('villa settings', () => {
  it('previews the widget headline live, with the same pricing the widget uses', async () => {
    const http = renderVilla('pricing');
    await screen.findByText('Weekday check-in');
    expect(within(card('Weekday check-in')).getByText('฿5,000')).toBeInTheDocument();
    expect(within(card('Weekend check-in')).getByText('฿6,000')).toBeInTheDocument();

    const discounted = screen.getByLabelText('Weekend discounted price');
    await u.clear(discounted);
    await u.type(discounted, '4800');
    await waitFor(() => expect(within(card('Weekend check-in')).getByText('฿4,800')).toBeInTheDocument());
    expect(within(card('Weekend check-in')).getByText('฿6,000')).toBeInTheDocument();
    expect(within(card('Weekend check-in')).getByText('-20%')).toBeInTheDocument();

    // Two of three rooms: 2,000 off each price, the discounted one included.
    await u.click(screen.getByRole('combobox', { name: 'Rooms in the preview' }));
    await u.click(await screen.findByTitle('2 rooms'));
    await waitFor(() => expect(within(card('Weekday check-in')).getByText('฿3,000')).toBeInTheDocument());
    expect(within(card('Weekend check-in')).getByText('฿2,800')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Villa details saved')).toBeInTheDocument();
    const [patch] = callsTo(http.calls, 'PATCH /api/admin/villa');
    expect(await patch.request.json()).toMatchObject({ weekendDiscountedPrice: 4800, weekendPrice: 6000, paymentWindowMinutes: 30, maxNights: 30 });
  });

  it("says 'Failed to save villa details' when the server gives no reason", async () => {
    renderVilla('pricing', { 'PATCH /api/admin/villa': { status: 500 } });
    await u.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save villa details')).toBeInTheDocument();
  });

  it('refuses a discount at or above its price and min rooms above bedrooms on the field', async () => {
    const http = renderVilla('pricing');
    const discounted = await screen.findByLabelText('Weekend discounted price');
    await u.clear(discounted);
    await u.type(discounted, '6000');
    const minRooms = screen.getByLabelText('Minimum rooms');
    await u.clear(minRooms);
    await u.type(minRooms, '4');
    // The preview says what is wrong rather than asking for prices that are all there.
    expect(await screen.findByText('Minimum rooms (4) is more than the bedrooms (3): lower it to see the preview')).toBeInTheDocument();
    expect(screen.queryByText('Fill in every price to see the preview')).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The discounted price must be lower than the regular price.')).toBeInTheDocument();
    expect(await screen.findByText('The minimum rooms cannot be more than the bedrooms.')).toBeInTheDocument();
    expect(callsTo(http.calls, 'PATCH /api/admin/villa')).toHaveLength(0);
  });

  it('shows a refusal about a field under that field', async () => {
    renderVilla('pricing', {
      'PATCH /api/admin/villa': { status: 400, body: { statusCode: 400, code: 'villa.discountNotBelowPrice', message: 'weekdayDiscountedPrice must be lower than weekdayPrice', params: { field: 'weekdayDiscountedPrice' } } },
    });
    await u.click(await screen.findByRole('button', { name: 'Save' }));
    const item = (await screen.findByText('The discounted price must be lower than the regular price.')).closest('.ant-form-item') as HTMLElement;
    expect(within(item).getByLabelText('Weekday discounted price')).toBeInTheDocument();
    expect(screen.queryByText('Failed to save villa details')).toBeNull();
  });

  it('edits the Thai and English texts side by side', async () => {
    const http = renderVilla('texts');
    const title = await screen.findByLabelText('Title (EN)');
    expect(screen.getByLabelText('Title (TH)')).toHaveValue('วิลล่าริมทะเลพร้อมสระส่วนตัว');
    await u.clear(title);
    await u.type(title, 'Pool villa on Lamai beach');
    await u.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('Villa details saved');
    const [patch] = callsTo(http.calls, 'PATCH /api/admin/villa');
    expect(await patch.request.json()).toMatchObject({ title: { th: 'วิลล่าริมทะเลพร้อมสระส่วนตัว', en: 'Pool villa on Lamai beach' } });
  });

  it("says 'Failed to fetch villa details' when the villa cannot be loaded", async () => {
    renderVilla('texts', { 'GET /api/admin/villa': { status: 502 } });
    expect(await screen.findByText('Failed to fetch villa details')).toBeInTheDocument();
  });

  it('adds a room with its texts as JSON and its pictures', async () => {
    const http = renderVilla('rooms', { 'POST /api/admin/villa/rooms': { status: 201, body: adminVilla() } });
    await u.click(await screen.findByRole('button', { name: /Add room/ }));
    const dialog = await findDialog('Add a room');
    await u.type(within(dialog).getByLabelText('Name (TH)'), 'ห้องนอนใหญ่');
    await u.type(within(dialog).getByLabelText('Name (EN)'), 'Master bedroom');
    await u.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, new File(['jpg'], 'bed.jpg', { type: 'image/jpeg' }));
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Room added')).toBeInTheDocument();
    const form = await callsTo(http.calls, 'POST /api/admin/villa/rooms')[0].request.formData();
    expect(JSON.parse(form.get('name') as string)).toEqual({ th: 'ห้องนอนใหญ่', en: 'Master bedroom' });
    expect(JSON.parse(form.get('description') as string)).toEqual({ th: '', en: '' });
    expect(form.getAll('roomImages').map((file) => (file as File).name)).toEqual(['bed.jpg']);
  });

  it('removes a picture from a room by sending the ones to keep', async () => {
    const room = { id: 'r1', name: { th: 'ห้องนอน', en: 'Bedroom' }, description: { th: '', en: '' }, images: ['/a.webp', '/b.webp'] };
    const http = renderVilla('rooms', {
      'GET /api/admin/villa': { body: adminVilla({ rooms: [room] }) },
      'PATCH /api/admin/villa/rooms/r1': { body: adminVilla({ rooms: [{ ...room, images: ['/b.webp'] }] }) },
    });
    await u.click(await screen.findByRole('button', { name: 'Edit Bedroom' }));
    const dialog = await findDialog('Edit room');
    await u.click(within(dialog).getByRole('button', { name: 'Remove image 1' }));
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Room updated')).toBeInTheDocument();
    const form = await callsTo(http.calls, 'PATCH /api/admin/villa/rooms/r1')[0].request.formData();
    expect(JSON.parse(form.get('images') as string)).toEqual(['/b.webp']);
  });

  it('shows the nine amenities, read-only', async () => {
    renderVilla('amenities');
    expect(await screen.findByText('Private Pool')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(9);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved edits, and stays when told to', async () => {
    mockApi({ 'GET /api/admin/auth/me': { body: adminUser() }, 'GET /api/admin/villa': { body: adminVilla() } });
    renderAdmin('/admin/villa?tab=policies', { token: 'good-token' });
    await u.type(await screen.findByLabelText('Phone'), '+66 81 234 5678');
    const menu = screen.getByRole('navigation', { name: 'Admin menu' });

    await u.click(within(menu).getByRole('link', { name: 'Bookings' }));
    const question = await screen.findByRole('dialog');
    expect(within(question).getByText('Your changes to the villa have not been saved and will be lost.')).toBeInTheDocument();
    await u.click(within(question).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByText('Leave without saving?')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Phone')).toHaveValue('+66 81 234 5678');

    await u.click(within(menu).getByRole('link', { name: 'Bookings' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'Bookings' })).toBeInTheDocument();
  });

  it('leaves without a question when nothing was changed', async () => {
    mockApi({ 'GET /api/admin/auth/me': { body: adminUser() }, 'GET /api/admin/villa': { body: adminVilla() } });
    renderAdmin('/admin/villa?tab=policies', { token: 'good-token' });
    await screen.findByLabelText('Phone');
    await u.click(within(screen.getByRole('navigation', { name: 'Admin menu' })).getByRole('link', { name: 'Bookings' }));
    expect(await screen.findByRole('heading', { name: 'Bookings' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
