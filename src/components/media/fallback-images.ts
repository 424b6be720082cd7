/**
 * Shipped fallbacks (no hot-linking): what a DJ's photo or cover shows when the
 * profile has none or the image fails to load, on the profile, the cards and
 * the forms' previews alike.
 */
export const FALLBACK_DJ_PHOTO = '/images/dj-fallback.svg';
export const FALLBACK_DJ_COVER = '/images/cover-fallback.svg';
