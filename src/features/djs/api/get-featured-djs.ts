import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { firestoreLite } from '../../../lib/firebase/firestore-lite';
import { parseDj, type DjProfile } from '../../../lib/dj-profile';
import { FEATURED_DJ_COUNT } from './featured-djs';

/**
 * The home page's Featured DJs: the best-rated verified DJs, read once with
 * the lite SDK so the home page never loads the full Firestore SDK.
 * Index: djs (status ASC, averageRating DESC).
 */
export async function getFeaturedDjs(): Promise<DjProfile[]> {
  const snap = await getDocs(
    query(
      collection(firestoreLite, 'djs'),
      where('status', '==', 'verified'),
      orderBy('averageRating', 'desc'),
      limit(FEATURED_DJ_COUNT),
    ),
  );
  return snap.docs.map((d) => parseDj(d.id, d.data()));
}
