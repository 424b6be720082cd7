// The server's preload of a page's largest paint names the same AVIF srcset and sizes as the
// component that draws it (decision 0026), so the browser reuses the preloaded file.
import { describe, expect, it } from 'vitest';
import { imageSrcSet } from '../../domain/image-variants';
import { DJ_IMAGE_SIZES } from '../../features/djs/components/dj-image-sizes';
import { COVER, dj, PHOTO } from '../../features/djs/components/dj-photos.test-support';
import { withDjImageSources } from './server';

describe('the preload of the largest paint', () => {
  const seeds = { 'discover:x': [dj({ photoUrl: '/seed/djs/photo-02.svg' }), dj()] };

  it('names the first card’s AVIF srcset with the grid’s sizes', () => {
    const profile = dj();
    const image = withDjImageSources({ status: 200, seeds, facts: {} }, { href: PHOTO });
    expect(image).toEqual({
      href: PHOTO,
      srcset: imageSrcSet(PHOTO, profile.photoVariants!, 'avif'),
      sizes: DJ_IMAGE_SIZES.cardGrid,
      type: 'image/avif',
    });
  });

  it('names the profile cover’s srcset with the cover’s sizes', () => {
    const profile = dj();
    const image = withDjImageSources(
      { status: 200, seeds: {}, facts: { dj: profile } },
      { href: COVER },
    );
    expect(image?.srcset).toBe(imageSrcSet(COVER, profile.coverImageVariants!, 'avif'));
    expect(image?.sizes).toBe(DJ_IMAGE_SIZES.cover);
  });

  it('leaves an image without variants, and the hero poster, as they are', () => {
    const plain = { href: '/seed/djs/photo-02.svg' };
    expect(withDjImageSources({ status: 200, seeds, facts: {} }, plain)).toEqual(plain);
    const hero = { href: '/video/hero-poster.jpg', srcset: 'a 320w', sizes: '100vw' };
    expect(withDjImageSources({ status: 200, seeds: {}, facts: {} }, hero)).toBe(hero);
    expect(withDjImageSources({ status: 200, seeds: {}, facts: {} }, undefined)).toBeUndefined();
  });
});
