// The server's preload of a page's largest paint names the same AVIF srcset and sizes as the
// component that draws it (decision 0026), so the browser reuses the preloaded file.
import { describe, expect, it } from 'vitest';
import { imageSrcSet } from '../../domain/image-variants';
import { DJ_IMAGE_SIZES } from '../../features/djs/components/dj-image-sizes';
import { COVER, dj, PHOTO } from '../../features/djs/components/dj-photos.test-support';
import { djLcpImage } from './page-loads';

describe('the preload of the largest paint', () => {
  it('names the first card’s AVIF srcset with the grid’s sizes', () => {
    const profile = dj();
    const image = djLcpImage(PHOTO, profile.photoVariants, DJ_IMAGE_SIZES.cardGrid, '/f.svg');
    expect(image).toEqual({
      href: PHOTO,
      srcset: imageSrcSet(PHOTO, profile.photoVariants!, 'avif'),
      sizes: DJ_IMAGE_SIZES.cardGrid,
      type: 'image/avif',
    });
  });

  it('names the profile cover’s srcset with the cover’s sizes', () => {
    const profile = dj();
    const image = djLcpImage(COVER, profile.coverImageVariants, DJ_IMAGE_SIZES.cover, '/f.svg');
    expect(image?.srcset).toBe(imageSrcSet(COVER, profile.coverImageVariants!, 'avif'));
    expect(image?.sizes).toBe(DJ_IMAGE_SIZES.cover);
  });

  it('leaves an image without variants as it is, and falls back to the shipped one', () => {
    const plain = { href: '/seed/djs/photo-02.svg' };
    expect(djLcpImage(plain.href, null, DJ_IMAGE_SIZES.cardGrid, '/f.svg')).toEqual(plain);
    expect(djLcpImage(null, null, DJ_IMAGE_SIZES.cardGrid, '/f.svg')).toEqual({ href: '/f.svg' });
  });
});
