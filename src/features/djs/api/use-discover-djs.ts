import { useMemo, useState } from 'react';
import { type DiscoverFilters } from '../../../domain/discovery';
import {
  passesResidual,
  planDiscoverQueries,
  type DiscoverQueryPlan,
} from '../../../domain/discovery-query-plan';
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
    (db, after, kit) => buildDiscoverQuery(kit, db, plan!, after).withConverter(djConverter),
    {
      pageSize: plan?.pageSize ?? 1,
      label: 'Discover query',
      seed: plan ? discoverSeedName(plan) : undefined,
    },
  );
}

/** The page seed of one discover query's first page (the server reads the same plan). */
export const discoverSeedName = (plan: DiscoverQueryPlan): string =>
  `discover:${JSON.stringify(plan)}`;

const exhausted = (segment: LivePages<DjProfile>): boolean =>
  segment.status === 'ready' && !segment.hasMore;

/**
 * Verified DJs matching the filters, live, a page at a time, so a DJ
 * switching Available Now appears without a reload and loading a page never
 * re-reads the pages before it. `delivered` feeds the scale check.
 *
 * Nearest first is one query per distance ring (planDiscoverQueries, at most
 * four), read in turn, each ring's DJs sorted by distance. Checks the query cannot make (exact distance,
 * genres with a place, the free date) drop DJs from each page here.
 */
export function useDiscoverDjs(filters: DiscoverFilters): LivePages<DiscoveredDj> {
  const plans = useMemo(() => planDiscoverQueries(filters), [filters]);
  const pageSize = plans[0]?.pageSize ?? 0;
  // Rings the visitor opened with Load more, for these plans.
  const [asked, setAsked] = useState({ plans, count: 1 });
  const askedCount = asked.plans === plans ? asked.count : 1;
  // A ring opens by itself when the one before it ran out while fewer than a
  // page of documents has been read, so a first screen reads at most two
  // pages' worth; past that, Load more opens it.
  const opens = (index: number, before: LivePages<DjProfile>[]): boolean => {
    if (index >= plans.length) return false;
    if (index < askedCount) return true;
    const previous = before[index - 1];
    const read = before.reduce((sum, s) => sum + (s.status === 'ready' ? s.data.length : 0), 0);
    return previous !== undefined && exhausted(previous) && read < pageSize;
  };
  const first = useSegment(plans[0]);
  const second = useSegment(opens(1, [first]) ? plans[1] : undefined);
  const third = useSegment(opens(2, [first, second]) ? plans[2] : undefined);
  const fourth = useSegment(opens(3, [first, second, third]) ? plans[3] : undefined);
  const segments = [first, second, third, fourth];
  const openCount = [true, ...[1, 2, 3].map((i) => opens(i, segments.slice(0, i)))].filter(
    Boolean,
  ).length;

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
  const last = segments[openCount - 1]!;
  // A ring that has just opened counts as more to come, already on its way.
  const arriving = last.status !== 'ready';
  const nextRing = openCount < plans.length;
  return {
    status: 'ready',
    data,
    error: null,
    fromCache: segments.some((s) => s.status === 'ready' && s.fromCache),
    hasMore: arriving || last.hasMore || nextRing,
    loadingMore: arriving || last.loadingMore,
    loadMore: () => {
      if (last.status === 'ready' && last.hasMore) last.loadMore();
      else if (nextRing) setAsked({ plans, count: openCount + 1 });
    },
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
