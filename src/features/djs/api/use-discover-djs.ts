import { useMemo } from 'react';
import {
  passesResidual,
  planDiscoverQueries,
  type DiscoverFilters,
  type DiscoverQueryPlan,
} from '../../../domain/discovery';
import { milesBetween } from '../../../domain/geo';
import { readOnlyConverter, useLivePages, type LivePages } from '../../../lib/firebase/live-data';
import { buildDiscoverQuery } from './discover-query';
import { parseDj, type DjProfile } from '../../../lib/dj-profile';

const djConverter = readOnlyConverter(parseDj);

/** A DJ in the results, with the distance from the place searched from (if any). */
export interface DiscoveredDj {
  dj: DjProfile;
  distanceMi: number | null;
}

/** One query's pages; nothing is read while `plan` is undefined. */
function useSegment(plan: DiscoverQueryPlan | undefined): LivePages<DjProfile> {
  return useLivePages<DjProfile>(
    plan ? `djs?${JSON.stringify(plan)}` : null,
    // Only called for a key, that is, with a plan.
    (db, after) => buildDiscoverQuery(db, plan!, after).withConverter(djConverter),
    { pageSize: plan?.pageSize ?? 1, label: 'Discover query' },
  );
}

const exhausted = (segment: LivePages<DjProfile>): boolean =>
  segment.status === 'ready' && !segment.hasMore;

/**
 * Verified DJs matching the filters, live, a page at a time, so a DJ
 * switching Available Now appears without a reload and loading a page never
 * re-reads the pages before it. `delivered` feeds the scale check.
 *
 * Nearest first is one query per distance ring (planDiscoverQueries, at most
 * four): a ring is read once the ring before it has run out, and each ring's
 * DJs are sorted by distance. Checks the query cannot make (exact distance,
 * genres with a place, the free date) drop DJs from each page here.
 */
export function useDiscoverDjs(filters: DiscoverFilters): LivePages<DiscoveredDj> {
  const plans = useMemo(() => planDiscoverQueries(filters), [filters]);
  const first = useSegment(plans[0]);
  const second = useSegment(exhausted(first) ? plans[1] : undefined);
  const third = useSegment(exhausted(second) ? plans[2] : undefined);
  const fourth = useSegment(exhausted(third) ? plans[3] : undefined);
  const segments = [first, second, third, fourth].slice(0, plans.length);

  // Recomputed only when a segment's documents change, not on every render.
  const data = useMemo(
    () => discovered(filters, plans, [first, second, third, fourth].slice(0, plans.length)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the wrappers are new each render; their data is what matters
    [filters, plans, first.data, second.data, third.data, fourth.data],
  );
  const delivered = segments.reduce((sum, s) => sum + s.delivered, 0);

  if (first.status !== 'ready') return { ...first, data: undefined, delivered };
  const failed = segments.find((s) => s.status === 'error');
  if (failed) return { ...failed, data: undefined, delivered };
  // Open: the first, and each whose predecessor has run out.
  let openCount = 1;
  while (openCount < segments.length && exhausted(segments[openCount - 1]!)) openCount++;
  const last = segments[openCount - 1]!;
  // A ring that has just opened counts as more to come, already on its way.
  const arriving = last.status !== 'ready';
  return {
    status: 'ready',
    data,
    error: null,
    fromCache: segments.some((s) => s.status === 'ready' && s.fromCache),
    hasMore: arriving || last.hasMore,
    loadingMore: arriving || last.loadingMore,
    loadMore: last.loadMore,
    delivered,
  };
}

function discovered(
  filters: DiscoverFilters,
  plans: DiscoverQueryPlan[],
  segments: LivePages<DjProfile>[],
): DiscoveredDj[] {
  const seen = new Set<string>();
  const results: DiscoveredDj[] = [];
  segments.forEach((segment, index) => {
    const plan = plans[index];
    if (segment.status !== 'ready' || !plan) return;
    const kept = segment.data
      .filter((dj) => !seen.has(dj.id) && passesResidual(dj, plan.residual))
      .map((dj) => ({
        dj,
        distanceMi: filters.near && dj.base ? milesBetween(filters.near, dj.base) : null,
      }));
    if (filters.sort === 'distance') {
      kept.sort((a, b) => (a.distanceMi ?? Infinity) - (b.distanceMi ?? Infinity));
    }
    for (const item of kept) {
      seen.add(item.dj.id);
      results.push(item);
    }
  });
  return results;
}
