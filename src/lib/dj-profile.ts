/**
 * What the app reads from djs/{djId} (see docs/data-model.md). Parsing is
 * defensive: a missing or mistyped field gets a safe default instead of
 * crashing a card, and the same parser serves the full and the lite SDK. It
 * is in src/lib because the DJ pages and the booking page both read it.
 */
import type { DjStatus } from '../domain/dj-applications';
import { num, optStr, str, strList } from './firestore-values';

export type { DjStatus };

export interface DjProfile {
  id: string;
  ownerUid: string;
  name: string;
  bio: string;
  location: string;
  hourlyRateCents: number;
  availableNow: boolean;
  websiteUrl: string | null;
  youtubeUrl: string | null;
  instagramUrl: string | null;
  photoUrl: string | null;
  coverImageUrl: string | null;
  genres: string[];
  equipment: string[];
  status: DjStatus;
  averageRating: number;
  totalReviews: number;
  totalBookings: number;
}

export function parseDj(id: string, data: Record<string, unknown>): DjProfile {
  const status =
    data.status === 'verified' || data.status === 'suspended' ? data.status : 'pending';
  return {
    id,
    ownerUid: str(data.ownerUid, id),
    name: str(data.name, 'DJ'),
    bio: str(data.bio),
    location: str(data.location),
    hourlyRateCents: num(data.hourlyRateCents),
    availableNow: data.availableNow === true,
    websiteUrl: optStr(data.websiteUrl),
    youtubeUrl: optStr(data.youtubeUrl),
    instagramUrl: optStr(data.instagramUrl),
    photoUrl: optStr(data.photoUrl),
    coverImageUrl: optStr(data.coverImageUrl),
    genres: strList(data.genres),
    equipment: strList(data.equipment),
    status,
    averageRating: num(data.averageRating),
    totalReviews: num(data.totalReviews),
    totalBookings: num(data.totalBookings),
  };
}
