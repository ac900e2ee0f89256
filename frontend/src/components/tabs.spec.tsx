import { fireEvent, render, screen } from '@testing-library/react';
import { Tabs } from './tabs';

const items = ['Description', 'Rooms', 'Amenities', 'Reviews', 'Policies & contact'].map((label) => ({ key: label, label, content: <p>{label} panel</p> }));

/** The row's layout as a 375 px phone lays it out (jsdom lays nothing out). */
function layOut(row: HTMLElement, { scrollWidth, clientWidth, scrollLeft }: { scrollWidth: number; clientWidth: number; scrollLeft: number }) {
  Object.defineProperty(row, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(row, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(row, 'scrollLeft', { configurable: true, writable: true, value: scrollLeft });
  fireEvent.scroll(row);
}

describe('Tabs in a row narrower than its tabs', () => {
  it('fades the edge that hides more tabs, and both edges once scrolled into the middle', () => {
    render(<Tabs items={items} label="Villa" />);
    const row = screen.getByRole('tablist');
    expect(row).not.toHaveClass('has-more-end');
    layOut(row, { scrollWidth: 520, clientWidth: 343, scrollLeft: 0 });
    expect(row).toHaveClass('has-more-end');
    expect(row).not.toHaveClass('has-more-start');
    layOut(row, { scrollWidth: 520, clientWidth: 343, scrollLeft: 90 });
    expect(row).toHaveClass('has-more-start', 'has-more-end');
    layOut(row, { scrollWidth: 520, clientWidth: 343, scrollLeft: 177 });
    expect(row).toHaveClass('has-more-start');
    expect(row).not.toHaveClass('has-more-end');
  });

  it('shows no fade when every tab fits', () => {
    render(<Tabs items={items} label="Villa" />);
    const row = screen.getByRole('tablist');
    layOut(row, { scrollWidth: 800, clientWidth: 800, scrollLeft: 0 });
    expect(row.className).toBe('tabs__list');
  });
});
