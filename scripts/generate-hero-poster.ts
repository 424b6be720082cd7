/**
 * `npx tsx scripts/generate-hero-poster.ts`: the hero poster (public/video/hero-poster.jpg,
 * the home page's largest paint) in modern formats and two widths, for the <picture> in
 * HeroVideo.tsx and the server's preload. Run again only when the poster changes; the
 * outputs are committed.
 */
import { join } from 'node:path';
import sharp from 'sharp';

const DIR = join(import.meta.dirname, '..', 'public', 'video');
const SOURCE = join(DIR, 'hero-poster.jpg');
const WIDTHS = [320, 640] as const;

for (const width of WIDTHS) {
  const resized = sharp(SOURCE).resize({ width });
  await resized
    .clone()
    .avif({ quality: 50 })
    .toFile(join(DIR, `hero-poster-${width}.avif`));
  await resized
    .clone()
    .webp({ quality: 70 })
    .toFile(join(DIR, `hero-poster-${width}.webp`));
}
console.log(`hero poster: ${WIDTHS.join(', ')} px wide, AVIF and WebP, in public/video`);
