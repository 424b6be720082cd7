import { isCents, type DjProfileWrite } from '../../../domain';
import { isTravelRadius, isValidLatLng, type LatLng } from '../../../domain/geo';
import { djStatusOf, type DjStatus, type SuspendedReason } from '../../../domain/dj-applications';

/**
 * The signed-in user's own djs/{uid} and its private contact, as the
 * onboarding screens and the DJ Profile editor need them. Parsing is
 * defensive: a missing or mistyped field becomes "absent", never a crash.
 */
export interface OwnDjProfile extends Partial<DjProfileWrite> {
  id: string;
  name: string;
  status: DjStatus;
  /** Why a suspended profile is suspended: a rejected application shows as "Rejected". */
  suspendedReason: SuspendedReason | null;
  /** Where the DJ is based, when the location is on the map. */
  base?: LatLng;
}

export interface DjContact {
  phone: string;
  email: string;
}

const OPTIONAL_TEXT = [
  'bio',
  'location',
  'websiteUrl',
  'youtubeUrl',
  'instagramUrl',
  'photoUrl',
  'coverImageUrl',
] as const;

const strList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];

export function parseOwnDj(id: string, data: Record<string, unknown>): OwnDjProfile {
  const profile: OwnDjProfile = {
    id,
    name: typeof data.name === 'string' ? data.name : '',
    status: djStatusOf(data.status),
    suspendedReason:
      data.suspendedReason === 'rejected' || data.suspendedReason === 'suspended'
        ? data.suspendedReason
        : null,
    availableNow: data.availableNow === true,
    genres: strList(data.genres),
    equipment: strList(data.equipment),
  };
  if (isCents(data.hourlyRateCents)) profile.hourlyRateCents = data.hourlyRateCents;
  if (isTravelRadius(data.travelRadiusMi)) profile.travelRadiusMi = data.travelRadiusMi;
  const base = data.base as { lat?: unknown; lng?: unknown } | undefined;
  if (base && typeof base === 'object') {
    const point = { lat: base.lat, lng: base.lng };
    if (isValidLatLng(point)) profile.base = { lat: point.lat, lng: point.lng };
  }
  for (const field of OPTIONAL_TEXT) {
    const value = data[field];
    if (typeof value === 'string' && value) profile[field] = value;
  }
  return profile;
}

export function parseContact(data: Record<string, unknown> | undefined): DjContact {
  return {
    phone: typeof data?.phone === 'string' ? data.phone : '',
    email: typeof data?.email === 'string' ? data.email : '',
  };
}
