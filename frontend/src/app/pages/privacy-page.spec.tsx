import { screen } from '@testing-library/react';
import { mockApi } from '../../testing/http';
import { renderWithProviders } from '../../testing/render';
import { villaFixture } from '../../testing/fixtures';
import PrivacyPage from './privacy-page';


describe('PrivacyPage', () => {
  it('shows the default notice while the owner has written none', async () => {
    mockApi({ 'GET /api/villa': { body: villaFixture() } });
    renderWithProviders(<PrivacyPage />, { language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    expect(await screen.findByText(/Two years after your check-out they are erased automatically/)).toBeInTheDocument();
  });

  it('shows the owner’s notice from the villa settings in the reader’s language', async () => {
    mockApi({ 'GET /api/villa': { body: villaFixture({ privacyNotice: { th: 'ประกาศของเจ้าของ', en: 'Our own notice.\n\nSecond paragraph.' } }) } });
    renderWithProviders(<PrivacyPage />, { language: 'th' });
    expect(await screen.findByText('ประกาศของเจ้าของ')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ประกาศความเป็นส่วนตัว' })).toBeInTheDocument();
  });
});
