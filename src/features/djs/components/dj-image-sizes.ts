/**
 * How wide each DJ image is drawn, as `sizes` attributes (CSS px at 1x): the browser picks a
 * variant from them before layout, and the server's preload of a page's largest paint must
 * say exactly the same to be reused (src/app/ssr/server.ts).
 */
export const DJ_IMAGE_SIZES = {
  /** DjCard in a grid: one column on phones, two from 600 px, at most ~384 px from 1200 px. */
  cardGrid: '(min-width: 1200px) 384px, (min-width: 600px) 50vw, 100vw',
  /** DjCard in the list view: full width on phones, 180 px beside the text from 600 px. */
  cardList: '(min-width: 600px) 180px, 100vw',
  /** The profile header's cover, edge to edge. */
  cover: '100vw',
  /** The profile header's round photo (112 px, 160 px from 900 px). */
  profilePhoto: '(min-width: 900px) 160px, 112px',
} as const;
