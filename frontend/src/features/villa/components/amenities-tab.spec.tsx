import { mdiBathtub, mdiPool } from '@mdi/js';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render';
import { AMENITIES } from '../amenities';
import { AmenitiesTab } from './amenities-tab';

describe('AmenitiesTab', () => {
  it('lists the nine amenities by name, each picture hidden from screen readers', () => {
    renderWithProviders(<AmenitiesTab />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Private Pool', 'High-speed WiFi', 'Full Kitchen', 'Smart TV', 'Coffee Maker', 'Air Conditioning', 'Free Parking', 'Luxury Bathroom', 'BBQ Area',
    ]);
    for (const item of items) {
      const svg = item.querySelector('svg');
      expect(svg).not.toBeNull();
      expect(svg?.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('draws each amenity with its own picture: a pool for the pool, a bathtub for the bathroom', () => {
    renderWithProviders(<AmenitiesTab />);
    const path = (key: string) => document.querySelector(`[data-amenity="${key}"] path`)?.getAttribute('d');
    expect(path('privatePool')).toBe(mdiPool);
    expect(path('bathroom')).toBe(mdiBathtub);
    expect(new Set(AMENITIES.map((amenity) => amenity.icon)).size).toBe(AMENITIES.length);
  });
});
