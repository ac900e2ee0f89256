import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { i18n, initI18nForTests } from '../lib/i18n';
import { mockApi } from '../testing/http';
import { loadResources } from '../testing/render';
import { villaFixture } from '../testing/fixtures';
import { SiteHeader } from './layouts/site-header';
import { AppProviders } from './providers';
import { makeStore } from './store';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  mockApi({ 'GET /api/villa': { body: villaFixture() } });
});

function browserLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
  Object.defineProperty(window.navigator, 'language', { value: languages[0], configurable: true });
}

/** What a page load does: language detection from storage or the browser, and a new store. */
async function loadPage() {
  await initI18nForTests(loadResources());
  return render(
    <AppProviders store={makeStore()}>
      <MemoryRouter>
        <SiteHeader />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('theme and language preferences', () => {
  it('start light and in the browser language, and survive a reload from local storage', async () => {
    browserLanguages(['th-TH', 'th']);
    const user = userEvent.setup();
    const first = await loadPage();
    expect(i18n.resolvedLanguage).toBe('th');
    expect(document.documentElement).toHaveClass('light');

    await user.click(screen.getByRole('button', { name: 'เปลี่ยนเป็นโหมดมืด' }));
    await user.click(screen.getByRole('button', { name: 'English (EN)' }));
    expect(await screen.findByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(localStorage.getItem('language')).toBe('en');

    first.unmount();
    document.documentElement.className = '';
    await loadPage();
    expect(await screen.findByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English (EN)' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(await screen.findByText('Baan Talay')).toBeInTheDocument();
  });

  it('prefer the stored language over the browser one, and fall back to Thai for others', async () => {
    browserLanguages(['en-US']);
    localStorage.setItem('language', 'th');
    const first = await loadPage();
    expect(await screen.findByRole('button', { name: 'เปลี่ยนเป็นโหมดมืด' })).toBeInTheDocument();
    expect(await screen.findByText('บ้านทะเล')).toBeInTheDocument();
    first.unmount();

    localStorage.clear();
    browserLanguages(['fr-FR']);
    await loadPage();
    expect(i18n.resolvedLanguage).toBe('th');
  });
});
