import { DEFAULT_FILTERS, filtersToSearchParams, YOUR_LOCATION } from '../../../domain/discovery';
import type { LatLng } from '../../../domain/geo';

/** Trimmed location text → /discover?location=…; empty → /discover. */
export function discoverPathForLocation(text: string): string {
  const location = text.trim();
  return location ? `/discover?location=${encodeURIComponent(location)}` : '/discover';
}

/** A position (from Auto) → /discover near it, nearest first; `label` names it on the page. */
export function discoverPathNear(near: LatLng, label: string): string {
  const params = filtersToSearchParams({
    ...DEFAULT_FILTERS,
    near,
    place: label || YOUR_LOCATION,
    sort: 'distance',
  });
  return `/discover?${params.toString()}`;
}
