import { screen } from '@testing-library/react';
import { stubFetch, type FetchStub } from '../../testing/fetch-stub';
import { renderWithProviders } from '../../testing/render';
import { villaFixture } from '../../testing/villa-fixture';
import LandingPage from './landing-page';

let fetchStub: FetchStub;
afterEach(() => fetchStub?.restore());

describe('LandingPage', () => {
  it('keeps the hero text unpainted until the villa answer is in, then shows it with the widget and the tabs', async () => {
    let answer: (villa: unknown) => void = () => undefined;
    const villaAnswer = new Promise((resolve) => (answer = resolve));
    fetchStub = stubFetch({
      'GET /api/villa': () => villaAnswer,
      'GET /api/villa/availability': { unavailable: [] },
      'GET /api/villa/rooms': { rooms: [] },
    });
    renderWithProviders(<LandingPage />, { language: 'en' });

    const waiting = document.querySelector('.hero__content') as HTMLElement;
    expect(waiting).toHaveClass('hero__content--waiting');
    expect(screen.getByRole('status')).toBeInTheDocument();

    answer(villaFixture());
    expect(await screen.findByRole('heading', { level: 1, name: 'Beachfront pool villa' })).toBeInTheDocument();
    expect(document.querySelector('.hero__content')).not.toHaveClass('hero__content--waiting');
    expect(screen.getByText('Koh Samui', { selector: '.hero__eyebrow' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Book now' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Description' })).toBeInTheDocument();
    expect(document.querySelector('script[type="application/ld+json"]')).not.toBeNull();
  });
});
