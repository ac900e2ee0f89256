import { screen } from '@testing-library/react';
import { stubFetch, type FetchStub } from '../../testing/fetch-stub';
import { renderWithProviders } from '../../testing/render';
import { villaFixture } from '../../testing/villa-fixture';
import PrivacyPage from './privacy-page';

let fetchStub: FetchStub;
afterEach(() => fetchStub?.restore());

describe('PrivacyPage', () => {
  it('shows the default notice while the owner has written none', async () => {
    fetchStub = stubFetch({ 'GET /api/villa': villaFixture() });
    renderWithProviders(<PrivacyPage />, { language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    expect(await screen.findByText(/Two years after your check-out they are erased automatically/)).toBeInTheDocument();
  });

  it('shows the owner’s notice from the villa settings in the reader’s language', async () => {
    fetchStub = stubFetch({ 'GET /api/villa': villaFixture({ privacyNotice: { th: 'ประกาศของเจ้าของ', en: 'Our own notice.\n\nSecond paragraph.' } }) });
    renderWithProviders(<PrivacyPage />, { language: 'th' });
    expect(await screen.findByText('ประกาศของเจ้าของ')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ประกาศความเป็นส่วนตัว' })).toBeInTheDocument();
  });
});
