/** How many DJs the home page features (the best rated; see get-featured-djs.ts). */
export const FEATURED_DJ_COUNT = 6;

/** The page seed of the home page's featured DJs. */
export const FEATURED_SEED = 'featured-djs';
