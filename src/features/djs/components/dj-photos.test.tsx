// The DJ card's photo and the profile header's cover and photo (decision 0026): a <picture>
// offering the upload's AVIF and WebP variants with the layout's sizes and the upload's
// intrinsic size, falling back to the upload itself; exactly the plain <img> of before when
// there are no variants.
import { fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FALLBACK_DJ_COVER, FALLBACK_DJ_PHOTO } from '../../../components/media/fallback-images';
import { imageSrcSet } from '../../../domain/image-variants';
import { parseDj } from '../../../lib/dj-profile';
import { COVER, dj, ID, PHOTO, url } from './dj-photos.test-support';
import { DJ_IMAGE_SIZES } from './dj-image-sizes';
import { DjCard } from './DjCard';
import { ProfileHeader } from './profile/ProfileHeader';

const card = (profile = dj(), layout: 'grid' | 'list' = 'grid') =>
  render(
    <MemoryRouter>
      <DjCard dj={profile} layout={layout} priority />
    </MemoryRouter>,
  ).container;

const sourcesOf = (picture: Element | null) =>
  [...(picture?.querySelectorAll('source') ?? [])].map((s) => ({
    type: s.getAttribute('type'),
    srcset: s.getAttribute('srcset'),
    sizes: s.getAttribute('sizes'),
  }));

describe('the DJ card photo', () => {
  it('offers AVIF then WebP variants at the grid’s sizes, the upload as the fallback', () => {
    const profile = dj();
    const container = card(profile);
    const img = container.querySelector('img')!;
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(sourcesOf(img.parentElement)).toEqual([
      {
        type: 'image/avif',
        srcset: imageSrcSet(PHOTO, profile.photoVariants!, 'avif'),
        sizes: DJ_IMAGE_SIZES.cardGrid,
      },
      {
        type: 'image/webp',
        srcset: imageSrcSet(PHOTO, profile.photoVariants!, 'webp'),
        sizes: DJ_IMAGE_SIZES.cardGrid,
      },
    ]);
    expect(sourcesOf(img.parentElement)[0]?.srcset).toContain(
      'variants%2Fprofile-1700000000000-1280w.avif?alt=media 1280w',
    );
    expect(img.getAttribute('src')).toBe(PHOTO);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['3024', '4032']);
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBe('eager');
  });

  it('uses the list view’s sizes in the list view', () => {
    const img = card(dj(), 'list').querySelector('img')!;
    expect(sourcesOf(img.parentElement).map((s) => s.sizes)).toEqual([
      DJ_IMAGE_SIZES.cardList,
      DJ_IMAGE_SIZES.cardList,
    ]);
  });

  it('shows the upload alone when a variant fails, then the fallback', () => {
    const container = card();
    fireEvent.error(container.querySelector('img')!);
    const img = container.querySelector('img')!;
    expect(container.querySelector('picture')).toBeNull();
    expect(img.getAttribute('src')).toBe(PHOTO);
    fireEvent.error(img);
    expect(container.querySelector('img')!.getAttribute('src')).toBe(FALLBACK_DJ_PHOTO);
  });

  it('is the plain image of before without variants (seed images, older uploads)', () => {
    const seeded = parseDj(ID, { name: 'DJ Nova', photoUrl: '/seed/djs/photo-01.svg' });
    const img = card(seeded).querySelector('img')!;
    expect(img.parentElement?.tagName).not.toBe('PICTURE');
    expect([img.getAttribute('src'), img.getAttribute('width')]).toEqual([
      '/seed/djs/photo-01.svg',
      '256',
    ]);
  });

  it('ignores variants left over from a replaced photo', () => {
    const replaced = dj({ photoUrl: url('profile-1700000000099') });
    expect(replaced.photoVariants).toBeNull();
    expect(card(replaced).querySelector('picture')).toBeNull();
  });
});

describe('the profile header', () => {
  const header = (profile = dj()) =>
    render(
      <MemoryRouter>
        <ProfileHeader dj={profile} bookable />
      </MemoryRouter>,
    ).container;

  it('offers the cover and the photo in modern formats at their own sizes', () => {
    const container = header();
    const [cover, photo] = [...container.querySelectorAll('img')];
    expect(cover?.getAttribute('src')).toBe(COVER);
    expect(sourcesOf(cover!.parentElement).map((s) => [s.type, s.sizes])).toEqual([
      ['image/avif', DJ_IMAGE_SIZES.cover],
      ['image/webp', DJ_IMAGE_SIZES.cover],
    ]);
    expect(cover?.getAttribute('width')).toBe('3024');
    expect(photo?.getAttribute('src')).toBe(PHOTO);
    expect(sourcesOf(photo!.parentElement)[1]?.sizes).toBe(DJ_IMAGE_SIZES.profilePhoto);
  });

  it('falls back from a failing variant to the upload, then to the shipped cover', () => {
    const container = header();
    fireEvent.error(container.querySelector('img')!);
    const cover = container.querySelector('img')!;
    expect(cover.parentElement?.tagName).not.toBe('PICTURE');
    expect(cover.getAttribute('src')).toBe(COVER);
    fireEvent.error(cover);
    expect(container.querySelector('img')!.getAttribute('src')).toBe(FALLBACK_DJ_COVER);
  });

  it('renders the same markup on the server as on hydration', () => {
    const profile = dj();
    const tree = (
      <MemoryRouter>
        <ProfileHeader dj={profile} bookable />
      </MemoryRouter>
    );
    const html = renderToString(tree);
    expect(html).toContain('<picture');
    expect(html).toContain('type="image/avif"');
    expect(renderToString(tree)).toBe(html);
  });
});
