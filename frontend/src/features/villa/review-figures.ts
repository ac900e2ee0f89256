/**
 * The spec's static figures (SPEC §9): not computed from the sample reviews. Apart from them so the
 * landing page's JSON-LD and rating line do not bring the sample reviews into its first chunk.
 */
export const REVIEW_RATING = 4.9;
export const REVIEW_COUNT = 128;
