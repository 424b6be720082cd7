import { defineConfig, type AssetType } from '@vite-pwa/assets-generator/config';

/**
 * The app icons, drawn by @vite-pwa/assets-generator (sharp) from one SVG,
 * public/favicon.svg, which is also the favicon and the header logo. Run
 * `npm run icons` after changing it and commit public/icons/ (decision 0017).
 * Names and sizes are the ones vite.config.ts's manifest and index.html use.
 */

const VIOLET = '#6d28d9';
const VINYL = '#1a1033';
/** The record's radius in the 512-unit viewBox of favicon.svg. */
const RECORD_RADIUS = 240;
/** Maskable icons may be cropped to a circle of 40% of their size: the record fills it. */
const MASKABLE_PADDING = 1 - (0.4 * 512) / RECORD_RADIUS;

const NAMES: Record<AssetType, string> = {
  transparent: 'pwa',
  maskable: 'maskable',
  apple: 'apple-touch-icon',
};

export default defineConfig({
  images: ['public/favicon.svg'],
  preset: {
    // Outputs are written next to the image (public/), hence the icons/ prefix.
    // 48: the favicon (index.html), a PNG: an SVG favicon is an SVG document of its own, built
    // on the page's main thread after load (decision 0048).
    transparent: { sizes: [48, 192, 512], padding: 0 },
    maskable: { sizes: [512], padding: MASKABLE_PADDING, resizeOptions: { background: VIOLET } },
    apple: { sizes: [180], padding: 0, resizeOptions: { background: VINYL } },
    assetName: (type, size) =>
      type === 'apple' ? 'icons/apple-touch-icon.png' : `icons/${NAMES[type]}-${size.width}.png`,
  },
});
