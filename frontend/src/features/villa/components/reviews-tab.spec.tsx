import type { PublicReviewsDto } from '@baan-talay/contracts';
import { screen } from '@testing-library/react';
import { mockApi } from '../../../testing/http';
import { renderWithProviders } from '../../../testing/render';
import { ReviewsTab } from './reviews-tab';

const review = { id: 'BT-1', author: 'Jonas', rating: 5, comment: 'We loved the pool at sunset.', language: 'en', stayMonth: '2026-03', answer: 'Thank you!' } as const;

const renderWith = (reviews: PublicReviewsDto, language: 'th' | 'en' = 'en') => {
  mockApi({ 'GET /api/reviews': { body: reviews } });
  renderWithProviders(<ReviewsTab />, { language });
};

describe('the Reviews tab', () => {
  it("shows a published review with the first name, the month of the stay and its language, beside the spec's figures and samples until five are published", async () => {
    renderWith({ reviews: [review], summary: null });
    const shown = (await screen.findByText('We loved the pool at sunset.')).closest('li') as HTMLElement;
    expect(shown).toHaveTextContent('Jonas');
    expect(shown).toHaveTextContent('Stayed March 2026');
    expect(shown).toHaveTextContent('Written in English');
    expect(shown).toHaveTextContent('Answer from the owner: Thank you!');
    expect(screen.getByText('Based on 128 reviews')).toBeInTheDocument();
    expect(screen.getByText('Emma W.')).toBeInTheDocument();
  });

  it('uses the real figures and drops the samples from five published reviews on', async () => {
    renderWith({ reviews: [review], summary: { rating: 4.6, count: 7 } }, 'th');
    expect(await screen.findByText('จาก 7 รีวิว')).toBeInTheDocument();
    expect(screen.getByText('4.6')).toBeInTheDocument();
    expect(screen.getByText('เข้าพักเมื่อ มีนาคม 2569')).toBeInTheDocument();
    expect(screen.queryByText('Emma W.')).not.toBeInTheDocument();
  });
});
