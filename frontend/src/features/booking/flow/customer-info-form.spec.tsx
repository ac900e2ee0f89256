import { act, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../../lib/i18n';
import userEvent from '@testing-library/user-event';
import { stubFetch, type FetchStub } from '../../../testing/fetch-stub';
import { bookingFixture } from '../../../testing/booking-fixture';
import { renderWithProviders } from '../../../testing/render';
import { CustomerInfoForm } from './customer-info-form';

let fetchStub: FetchStub;
afterEach(() => fetchStub?.restore());

function renderForm(language: 'th' | 'en', onSaved = jest.fn()) {
  fetchStub = stubFetch({ 'PATCH /api/booking/bk-1/customer-info': bookingFixture() });
  renderWithProviders(<CustomerInfoForm booking={bookingFixture()} maxGuests={6} onSaved={onSaved} />, { language });
  return { user: userEvent.setup(), onSaved };
}

describe('CustomerInfoForm', () => {
  it('shows the English messages for missing, invalid e-mail and short phone', async () => {
    const { user } = renderForm('en');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(4));

    await user.type(screen.getByLabelText('Email'), 'guest.example.com');
    await user.type(screen.getByLabelText('Phone number'), '081234');
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(await screen.findByText('Please enter a 10-digit phone number')).toBeInTheDocument();
    expect(fetchStub.requests).toHaveLength(0);
  });

  it('shows the same messages in Thai', async () => {
    const { user } = renderForm('th');
    await user.click(screen.getByRole('button', { name: 'ไปยังการชำระเงิน' }));
    await waitFor(() => expect(screen.getAllByText('กรุณากรอกข้อมูลในช่องนี้')).toHaveLength(4));

    await user.type(screen.getByLabelText('อีเมล'), 'guest@');
    await user.type(screen.getByLabelText('หมายเลขโทรศัพท์'), '08123456789');
    expect(await screen.findByText('กรุณากรอกอีเมลให้ถูกต้อง')).toBeInTheDocument();
    expect(await screen.findByText('กรุณากรอกหมายเลขโทรศัพท์ 10 หลัก')).toBeInTheDocument();
  });

  it('sends the details with the booking token and the phone as 10 digits', async () => {
    localStorage.setItem('booking-token:bk-1', 'tok-1');
    const { user, onSaved } = renderForm('en');
    await user.type(screen.getByLabelText('First name'), 'Somchai');
    await user.type(screen.getByLabelText('Last name'), 'Jaidee');
    await user.type(screen.getByLabelText('Email'), 'somchai@example.com');
    await user.type(screen.getByLabelText('Phone number'), '081-234-5678');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Your details have been saved')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalled();
    const [request] = fetchStub.requests;
    expect(request.headers.get('X-Booking-Token')).toBe('tok-1');
    expect(await request.json()).toEqual({
      customerInfo: { firstName: 'Somchai', lastName: 'Jaidee', email: 'somchai@example.com', phone: '0812345678' },
      guests: 1,
      specialRequests: '',
    });
  });

  it('checks the fields itself (no browser bubble) and says it again in the new language after a switch', async () => {
    const { user } = renderForm('en');
    expect(document.querySelector('form')).toHaveAttribute('novalidate');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(4));
    await act(async () => {
      await i18n.changeLanguage('th');
    });
    await waitFor(() => expect(screen.getAllByText('กรุณากรอกข้อมูลในช่องนี้')).toHaveLength(4));
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
  });
});
