import './app/fonts.css';
import './app/styles.css';
import type { PublicReviewsDto, VillaDto } from '@baan-talay/contracts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { startGuestDownloads } from './app/boot';
import { seedServerReviews } from './app/server-reviews';
import { makeStore } from './app/store';
import { villaApi } from './features/villa/api/villa-api';
import { keepRenderedExcerpt } from './features/villa/hero-text';
import { pickLocalized } from './lib/localized';
import { i18n, initI18n, LANGUAGE_STORAGE_KEY, type UiLanguage } from './lib/i18n';

/** What the server rendered the landing page from (entry-server.tsx), when it did. */
function serverState(): { language: UiLanguage; villa: VillaDto; heroExcerpt?: string; reviews?: PublicReviewsDto } | null {
  const element = document.getElementById('ssr-state');
  try {
    return element?.textContent ? JSON.parse(element.textContent) : null;
  } catch {
    return null;
  }
}

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

const ssr = serverState();
const root = document.getElementById('root') as HTMLElement;
const store = makeStore();
const app = (
  <StrictMode>
    <App store={store} />
  </StrictMode>
);

if (ssr && root.firstChild) {
  // Hydration renders what the server did: its language and its villa, already in the store.
  const stored = storedLanguage();
  store.dispatch(villaApi.util.upsertQueryEntries([{ endpointName: 'getVilla', arg: undefined, value: ssr.villa }]));
  if (ssr.reviews) seedServerReviews(store, ssr.reviews);
  if (ssr.heroExcerpt !== undefined) keepRenderedExcerpt(pickLocalized(ssr.villa.description, ssr.language), ssr.language, ssr.heroExcerpt);
  void initI18n(ssr.language).then(() => {
    // A choice kept only in local storage (before the cookie existed) wins once the page is live.
    if ((stored === 'th' || stored === 'en') && stored !== ssr.language) window.setTimeout(() => void i18n.changeLanguage(stored), 0);
  });
  startGuestDownloads(store, window.location.pathname);
  // As a transition, hydration yields to the browser every few milliseconds instead of running as
  // one long task: the server's HTML is already on screen, and a phone's main thread stays free
  // for taps and paints meanwhile (Lighthouse's Total Blocking Time, issue 37).
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  void initI18n();
  startGuestDownloads(store, window.location.pathname);
  createRoot(root).render(app);
}
