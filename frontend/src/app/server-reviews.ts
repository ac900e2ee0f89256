import type { PublicReviewsDto } from '@baan-talay/contracts';
import type { AppStore } from './store';

let seeded: Promise<unknown> = Promise.resolve();

/**
 * The published reviews the server rendered `/` with, put in the store as main.tsx puts the villa,
 * but once the reviews' API is in: it is not among the JavaScript the first screen needs (only the
 * JSON-LD below it and the tabs use the reviews).
 */
export function seedServerReviews(store: AppStore, reviews: PublicReviewsDto) {
  seeded = import('../features/reviews').then(({ reviewsApi }) => {
    store.dispatch(reviewsApi.util.upsertQueryEntries([{ endpointName: 'getPublicReviews', arg: undefined, value: reviews }]));
  });
}

/** Settles once the server's reviews are in the store (at once when there were none): what reads them hydrates after this. */
export const serverReviewsSeeded = (): Promise<unknown> => seeded.catch(() => undefined);
