/**
 * The part of djs/{djId} the booking page shows (docs/data-model.md). Parsing
 * is defensive: a missing or mistyped field gets a safe default. The booking
 * feature keeps its own small model (features do not import each other).
 */
import { num } from '../../../lib/firestore-values';

export interface BookingDj {
  id: string;
  name: string;
  photoUrl: string | null;
  location: string;
  hourlyRateCents: number;
  genres: string[];
  averageRating: number;
  totalReviews: number;
  verified: boolean;
}

export function parseBookingDj(id: string, data: Record<string, unknown>): BookingDj {
  return {
    id,
    name: typeof data.name === 'string' && data.name ? data.name : 'DJ',
    photoUrl: typeof data.photoUrl === 'string' && data.photoUrl ? data.photoUrl : null,
    location: typeof data.location === 'string' ? data.location : '',
    hourlyRateCents: num(data.hourlyRateCents),
    genres: Array.isArray(data.genres)
      ? data.genres.filter((g): g is string => typeof g === 'string')
      : [],
    averageRating: num(data.averageRating),
    totalReviews: num(data.totalReviews),
    verified: data.status === 'verified',
  };
}
