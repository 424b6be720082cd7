// Test fixtures: a DJ whose photo and cover are uploads with resized variants (decision 0026).
import { parseDj } from '../../../lib/dj-profile';

export const ID = 'A'.repeat(28);
const base = 'http://127.0.0.1:9199/v0/b/demo-spinbook.appspot.com/o/';
const path = (stem: string) => `dj-profiles/${ID}/${stem}.jpg`;
export const url = (stem: string) => `${base}${encodeURIComponent(path(stem))}?alt=media&token=t`;
export const PHOTO = url('profile-1700000000000');
export const COVER = url('cover-1700000000001');
const variants = (stem: string) => ({
  source: path(stem),
  width: 3024,
  height: 4032,
  widths: [320, 640, 960, 1280],
});

export function dj(fields: Record<string, unknown> = {}) {
  return parseDj(ID, {
    name: 'DJ Nova',
    status: 'verified',
    photoUrl: PHOTO,
    coverImageUrl: COVER,
    photoVariants: variants('profile-1700000000000'),
    coverImageVariants: variants('cover-1700000000001'),
    ...fields,
  });
}
