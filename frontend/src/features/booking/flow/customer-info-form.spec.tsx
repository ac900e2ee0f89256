import { act, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../../lib/i18n';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../testing/http';
import { bookingFixture } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { CustomerInfoForm } from './customer-info-form';

let api: ReturnType<typeof mockApi>;

async function fillName(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Emma');
  await user.type(screen.getByLabelText('Last name'), 'Hale');
  await user.type(screen.getByLabelText('Email'), 'emma@example.co.uk');
}

function renderForm(language: 'th' | 'en', onSaved = jest.fn()) {
  api = mockApi({ 'PATCH /api/booking/bk-1/customer-info': { body: bookingFixture() } });
  renderWithProviders(<CustomerInfoForm booking={bookingFixture()} maxGuests={6} onSaved={onSaved} />, { language });
  return { user: userEvent.setup(), onSaved };
}

describe('CustomerInfoForm', () => {
  it('tells the guest, in English and Thai, that guests above those included add the extra-guest fee to the total', () => {
    const charges = { cleaningFee: 0, extraGuestFee: 500, guestsIncluded: 4, serviceChargePercent: 0, serviceChargeIncluded: true, vatPercent: 0, vatIncluded: true };
    mockApi({});
    const { unmount } = renderWithProviders(<CustomerInfoForm booking={bookingFixture()} maxGuests={6} charges={charges} onSaved={jest.fn()} />, { language: 'en' });
    expect(screen.getByText(/Each guest above 4 adds ฿500 a night: the total is updated when you continue\./)).toBeInTheDocument();
    unmount();
    renderWithProviders(<CustomerInfoForm booking={bookingFixture()} maxGuests={6} charges={charges} onSaved={jest.fn()} />, { language: 'th' });
    expect(screen.getByText(/ผู้เข้าพักที่เกิน 4 คน คิดเพิ่มคนละ ฿500 ต่อคืน/)).toBeInTheDocument();
  });

  it('says nothing of a fee when the villa charges none', () => {
    mockApi({});
    renderWithProviders(<CustomerInfoForm booking={bookingFixture()} maxGuests={6} onSaved={jest.fn()} />, { language: 'en' });
    expect(screen.getByText('Needed to prepare beds and towels for everyone.')).toBeInTheDocument();
    expect(screen.queryByText(/Each guest above/)).not.toBeInTheDocument();
  });

  it('shows the English messages for missing, invalid e-mail and short phone', async () => {
    const { user } = renderForm('en');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(4));

    await user.type(screen.getByLabelText('Email'), 'guest.example.com');
    await user.type(screen.getByLabelText('Phone number'), '081234');
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(await screen.findByText('Please enter a 10-digit phone number')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
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
    const [{ request }] = api.calls;
    expect(request.headers.get('X-Booking-Token')).toBe('tok-1');
    expect(await request.json()).toEqual({
      customerInfo: { firstName: 'Somchai', lastName: 'Jaidee', email: 'somchai@example.com', phone: '0812345678' },
      guests: 1,
      specialRequests: '',
    });
  });

  it.each([
    ['en' as const, 'Phone number', 'Please enter a phone number valid for its country, e.g. +44 7700 900123'],
    ['th' as const, 'หมายเลขโทรศัพท์', 'กรุณากรอกหมายเลขโทรศัพท์ที่ถูกต้องของประเทศนั้น เช่น +44 7700 900123'],
  ])('refuses a malformed number with a country code (%s)', async (language, label, message) => {
    const { user } = renderForm(language);
    await user.type(screen.getByLabelText(label), '+44 12345');
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it.each([
    ['+44 7700 900123', '+447700900123', '+44'],
    ['+1 415 555 0123', '+14155550123', '+1'],
  ])('sends %p typed with its country code as E.164, the country code following it', async (typed, sent, code) => {
    const { user } = renderForm('en');
    await fillName(user);
    await user.type(screen.getByLabelText('Phone number'), typed);
    expect(screen.getByRole('combobox', { name: 'Country code' }).closest('.ant-select')).toHaveTextContent(code);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Your details have been saved')).toBeInTheDocument();
    expect((await api.calls[0].request.json()).customerInfo.phone).toBe(sent);
  });

  it('offers the country code, Thailand first, and reads a national number after one is picked', async () => {
    const { user } = renderForm('en');
    const country = screen.getByRole('combobox', { name: 'Country code' });
    expect(country.closest('.ant-select')).toHaveTextContent('+66');
    await user.click(country);
    const options = await screen.findAllByRole('option');
    expect(options[0]).toHaveTextContent('Thailand +66');
    await user.type(country, 'United Kingdom');
    await user.click(await screen.findByTitle('United Kingdom +44'));
    expect(country.closest('.ant-select')).toHaveTextContent('+44');
    await fillName(user);
    await user.type(screen.getByLabelText('Phone number'), '07700 900123');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Your details have been saved')).toBeInTheDocument();
    expect((await api.calls[0].request.json()).customerInfo.phone).toBe('+447700900123');
  });

  it('labels the country codes in Thai on the Thai site', async () => {
    const { user } = renderForm('th');
    const country = screen.getByRole('combobox', { name: 'รหัสประเทศ' });
    await user.click(country);
    expect((await screen.findAllByRole('option'))[0]).toHaveTextContent('ไทย +66');
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
