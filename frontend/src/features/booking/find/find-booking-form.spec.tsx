import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../testing/http';
import { renderWithProviders } from '../../../testing/render';
import { FindBookingForm } from './find-booking-form';

let api: ReturnType<typeof mockApi>;

describe('FindBookingForm', () => {
  it('sends the reference and the address, then says a link is on its way if they match', async () => {
    api = mockApi({ 'POST /api/booking/find': { body: { status: 'success' } } });
    renderWithProviders(<FindBookingForm />, { language: 'en' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Booking reference'), ' bt-7k3m9q ');
    await user.type(screen.getByLabelText('E-mail address'), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'E-mail me the link' }));
    expect(await screen.findByText('Check your e-mail')).toBeInTheDocument();
    expect(await api.calls[0].request.json()).toEqual({ reference: 'BT-7K3M9Q', email: 'anna@example.com' });
  });

  it('checks the fields itself, in Thai, and sends nothing', async () => {
    api = mockApi({});
    renderWithProviders(<FindBookingForm />, { language: 'th' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('อีเมล'), 'anna@');
    await user.click(screen.getByRole('button', { name: 'ส่งลิงก์ทางอีเมล' }));
    expect(await screen.findByText('กรุณากรอกข้อมูลในช่องนี้')).toBeInTheDocument();
    expect(await screen.findByText('กรุณากรอกอีเมลให้ถูกต้อง')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
