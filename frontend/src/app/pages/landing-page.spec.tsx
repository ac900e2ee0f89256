import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '../../testing/http';
import { renderWithProviders } from '../../testing/render';
import { villaFixture } from '../../testing/fixtures';
import LandingPage from './landing-page';


describe('LandingPage', () => {
  it('keeps the hero text unpainted until the villa answer is in, then shows it with the widget and the tabs', async () => {
    let answer: (villa: unknown) => void = () => undefined;
    const villaAnswer = new Promise((resolve) => (answer = resolve));
    mockApi({
      'GET /api/villa': () => villaAnswer.then((body) => ({ body })),
      'GET /api/villa/availability': { body: { unavailable: [] } },
      'GET /api/villa/rooms': { body: { rooms: [] } },
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
    // Below the first screen, from chunks of their own (landing-deferred.ts).
    await waitFor(() => expect(document.querySelector('script[type="application/ld+json"]')).not.toBeNull());
  });
});
