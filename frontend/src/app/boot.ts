import { villaApi } from '../features/villa/api/villa-api';
import { responsiveImage } from '../lib/responsive-image';
import type { AppStore } from './store';

/** The landing page's chunk: the router's lazy import of it resolves to this same promise. */
export const loadLandingPage = () => import('./pages/landing-page');

export { loadAntdTheme, loadBookingFlowPage, loadCustomerInfoPage } from './booking-flow-loaders';

/**
 * Preloads the hero as the page's <picture> will pick it: the first format's srcset with the
 * hero's `sizes` (the candidate for this screen, not the 1920 px file a phone never shows).
 */
function preloadHero(href: string) {
  if (document.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const [best] = responsiveImage(href).sources;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  if (best) {
    link.type = best.type;
    link.setAttribute('imagesrcset', best.srcSet);
    link.setAttribute('imagesizes', '100vw');
  }
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}

/**
 * Work the first render of a guest page would otherwise start only after the translations arrived
 * (the app waits for them in Suspense): ask for the villa now (index.html has preloaded it), fetch
 * the landing page's chunk on `/`, and preload the hero photo as soon as its address is known —
 * it is the landing page's largest paint.
 */
export function startGuestDownloads(store: AppStore, path: string) {
  if (path.startsWith('/admin')) return;
  if (path === '/') void loadLandingPage().catch(() => undefined); // the router shows a failed load
  const villa = store.dispatch(villaApi.endpoints.getVilla.initiate());
  void villa.then(({ data }) => {
    // A server-rendered page has the hero's <picture> in its HTML already.
    if (path === '/' && data?.backgroundImage && !document.getElementById('ssr-state')) preloadHero(data.backgroundImage);
    villa.unsubscribe(); // the pages keep their own subscription; this one only started the request
  });
}
