import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render';
import { villaFixture } from '../../../testing/fixtures';
import { PoliciesContact } from './policies-contact';

const villa = villaFixture({
  checkInTime: '14:00',
  checkOutTime: '11:00',
  houseRules: { th: 'ห้ามสูบบุหรี่ในบ้าน', en: 'No smoking indoors' },
  cancellationPolicy: { th: 'ยกเลิกก่อน 14 วัน คืนเงินเต็มจำนวน', en: 'Full refund 14 days before check-in' },
  address: { th: 'เขาหลัก พังงา', en: 'Khao Lak, Phang Nga' },
  contactPhone: '+66 81 234 5678',
  contactEmail: 'stay@baantalay.example',
  contactLineId: 'baantalay',
  contactWhatsApp: '66812345678',
  mapLatitude: 8.6426,
  mapLongitude: 98.2485,
});

describe('PoliciesContact', () => {
  it('shows times, rules, the policy, tap-to-contact links and the map in English', () => {
    renderWithProviders(<PoliciesContact villa={villa} />, { language: 'en' });
    const section = screen.getByRole('region', { name: 'Policies & contact' });
    expect(within(section).getByText('Check-in from').nextSibling).toHaveTextContent('14:00');
    expect(within(section).getByText('Check-out by').nextSibling).toHaveTextContent('11:00');
    expect(within(section).getByText('No smoking indoors')).toBeInTheDocument();
    expect(within(section).getByRole('heading', { name: 'Cancellation and refund policy' })).toBeInTheDocument();
    expect(within(section).getByText('Full refund 14 days before check-in')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+66812345678');
    expect(within(section).getByRole('link', { name: /E-mail/ })).toHaveAttribute('href', 'mailto:stay@baantalay.example');
    expect(within(section).getByRole('link', { name: /LINE/ })).toHaveAttribute('href', 'https://line.me/ti/p/~baantalay');
    expect(within(section).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/66812345678');
    expect(within(section).getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute(
      'href', 'https://www.google.com/maps/search/?api=1&query=8.6426,98.2485',
    );
    expect(within(section).getByText('Khao Lak, Phang Nga')).toBeInTheDocument();
    // Icons are decoration: none is read out.
    for (const svg of section.querySelectorAll('svg')) expect(svg.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows the Thai texts on the Thai page', () => {
    renderWithProviders(<PoliciesContact villa={villa} />, { language: 'th' });
    const section = screen.getByRole('region', { name: 'นโยบายและการติดต่อ' });
    expect(within(section).getByText('เช็คอินตั้งแต่').nextSibling).toHaveTextContent('14:00 น.');
    expect(within(section).getByText('ยกเลิกก่อน 14 วัน คืนเงินเต็มจำนวน')).toBeInTheDocument();
    expect(within(section).getByText('ห้ามสูบบุหรี่ในบ้าน')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /โทร/ })).toHaveAttribute('href', 'tel:+66812345678');
    expect(within(section).getByRole('link', { name: 'เปิดใน Google Maps' })).toBeInTheDocument();
    expect(within(section).queryByText('No smoking indoors')).not.toBeInTheDocument();
  });

  it('leaves out what is not set, and the whole section when nothing is', () => {
    const { container, rerender } = renderWithProviders(
      <PoliciesContact villa={{ ...villa, contactLineId: '', contactWhatsApp: '', mapLatitude: null, address: { th: '', en: '' } }} />,
      { language: 'en' },
    );
    expect(screen.queryByRole('link', { name: /LINE/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open in Google Maps' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Address' })).not.toBeInTheDocument();
    rerender(<PoliciesContact villa={villaFixture()} />);
    expect(container.querySelector('.policies')).toBeNull();
  });
});
