/**
 * What the app reads from djs/{djId} (see docs/data-model.md). Parsing is
 * defensive: a missing or mistyped field gets a safe default instead of
 * crashing a card, and the same parser serves the full and the lite SDK. It
 * is in src/lib because the DJ pages and the booking page both read it.
 */
import { publicAvailabilityOf } from '../domain/unavailable-days';
import type { DjStatus } from '../domain/dj-applications';
import {
  DEFAULT_TRAVEL_RADIUS_MI,
  isTravelRadius,
  isValidLatLng,
  type LatLng,
} from '../domain/geo';
import { parseImageVariants, type ImageVariants } from '../domain/image-variants';
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
  /**
   * The resized AVIF/WebP copies of the photo and the cover (decision 0026), when they
   * were made from the image the URL names; null for seed images and older uploads.
   */
  photoVariants: ImageVariants | null;
  coverImageVariants: ImageVariants | null;
  genres: string[];
  equipment: string[];
  status: DjStatus;
  averageRating: number;
  totalReviews: number;
  totalBookings: number;
  /** Where the DJ is based; null when their location could not be placed on the map. */
  base: LatLng | null;
  travelRadiusMi: number;
  /** Days ('YYYY-MM-DD') with a confirmed booking, as the calendar shows them. */
  bookedDates: string[];
  /** Days the DJ blocked, and weekdays (0 = Sunday) they never work (issue 41). */
  blockedDates: string[];
  blockedWeekdays: number[];
}

function parseBase(value: unknown): LatLng | null {
  if (typeof value !== 'object' || value === null) return null;
  const { lat, lng } = value as Record<string, unknown>;
  const point = { lat, lng };
  return isValidLatLng(point) ? { lat: point.lat, lng: point.lng } : null;
}

/** The profile's copy of the DJ's calendar (djAvailability), as the page and discovery read it. */
function unavailableDaysOf(
  data: Record<string, unknown>,
): Pick<DjProfile, 'bookedDates' | 'blockedDates' | 'blockedWeekdays'> {
  const days = publicAvailabilityOf(data);
  return {
    bookedDates: [...days.bookedDates],
    blockedDates: [...days.blockedDates],
    blockedWeekdays: [...days.blockedWeekdays],
  };
}

export function parseDj(id: string, data: Record<string, unknown>): DjProfile {
  const status =
    data.status === 'verified' || data.status === 'suspended' ? data.status : 'pending';
  const photoUrl = optStr(data.photoUrl);
  const coverImageUrl = optStr(data.coverImageUrl);
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
    photoUrl,
    coverImageUrl,
    photoVariants: parseImageVariants(data.photoVariants, photoUrl),
    coverImageVariants: parseImageVariants(data.coverImageVariants, coverImageUrl),
    genres: strList(data.genres),
    equipment: strList(data.equipment),
    status,
    averageRating: num(data.averageRating),
    totalReviews: num(data.totalReviews),
    totalBookings: num(data.totalBookings),
    base: parseBase(data.base),
    travelRadiusMi: isTravelRadius(data.travelRadiusMi)
      ? data.travelRadiusMi
      : DEFAULT_TRAVEL_RADIUS_MI,
    ...unavailableDaysOf(data),
  };
}
