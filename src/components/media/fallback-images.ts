/**
 * Shipped fallbacks (no hot-linking): what a DJ's photo or cover shows when the
 * profile has none or the image fails to load, on the profile, the cards and
 * the forms' previews alike. WebP, not SVG: a browser builds every SVG image as a document on
 * the page's main thread (decision 0036); `npm run seed-art` makes them from the SVG beside them.
 */
export const FALLBACK_DJ_PHOTO = '/images/dj-fallback.webp';
export const FALLBACK_DJ_COVER = '/images/cover-fallback.webp';
