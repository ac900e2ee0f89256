import { deferredHydration } from '../../lib/deferred-hydration';
import { serverReviewsSeeded } from '../server-reviews';

/**
 * The landing page's parts below the first screen, each a chunk of its own that the browser
 * hydrates once it is in (lib/deferred-hydration.tsx): the policies and contact section with its
 * icons, and the JSON-LD (never shown). The server renders both as before (entry-server.tsx gives
 * them through `provide`).
 */
export const PoliciesContact = deferredHydration(() => import('../../features/villa/components/policies-contact').then((module) => module.PoliciesContact));
// After the server's reviews are in the store: its aggregate rating then hydrates as rendered.
export const VillaJsonLd = deferredHydration(() =>
  Promise.all([import('../../features/villa/components/villa-json-ld'), serverReviewsSeeded()]).then(([module]) => module.VillaJsonLd),
);
