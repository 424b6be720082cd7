import { useMemo } from 'react';
import { planDiscoverQuery, type DiscoverFilters } from '../../../domain/discovery';
import { readOnlyConverter, useLivePages, type LivePages } from '../../../lib/firebase/live-data';
import { buildDiscoverQuery } from './discover-query';
import { parseDj, type DjProfile } from '../../../lib/dj-profile';

const djConverter = readOnlyConverter(parseDj);

/**
 * Verified DJs matching the filters, live, a page at a time, so a DJ
 * switching Available Now appears without a reload and loading a page never
 * re-reads the pages before it. `delivered` feeds the scale check.
 */
export function useDiscoverDjs(filters: DiscoverFilters): LivePages<DjProfile> {
  const plan = useMemo(() => planDiscoverQuery(filters), [filters]);
  const pages = useLivePages<DjProfile>(
    `djs?${JSON.stringify(plan)}`,
    (db, after) => buildDiscoverQuery(db, plan, after).withConverter(djConverter),
    { pageSize: plan.pageSize, label: 'Discover query' },
  );
  const { residualGenres } = plan;
  // Genres the query could not filter on are filtered here; memoised so
  // callers can tell a new result from a re-render.
  const data = useMemo(
    () =>
      pages.data?.filter(
        (dj) =>
          residualGenres.length === 0 ||
          dj.genres.some((g) => residualGenres.includes(g.toLowerCase())),
      ),
    [pages.data, residualGenres],
  );
  return pages.status === 'ready' && data ? { ...pages, data } : pages;
}
