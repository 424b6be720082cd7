// Type-only: the home page's first screen has no room in its budget for the discovery
// domain (scripts/bundle-report.ts); the unit test checks this path against it.
import type { LatLng } from '../../../domain/geo';

/** discovery.ts YOUR_LOCATION and NEAR_DECIMALS (2), repeated for the budget above. */
const YOUR_LOCATION = 'your location';
const round = (value: number): number => Math.round(value * 100) / 100;

/** Trimmed location text → /discover?location=…; empty → /discover. */
export function discoverPathForLocation(text: string): string {
  const location = text.trim();
  return location ? `/discover?location=${encodeURIComponent(location)}` : '/discover';
}

/** A position (from Auto) → /discover near it, nearest first; `label` names it on the page. */
export function discoverPathNear(near: LatLng, label: string): string {
  const params = new URLSearchParams({
    near: `${round(near.lat)},${round(near.lng)}`,
    place: label || YOUR_LOCATION,
    sort: 'distance',
  });
  return `/discover?${params.toString()}`;
}
