import { describe, expect, it } from 'vitest';
import { DEFAULT_EVENT_FILTERS, planPublicEventQueries } from '../../../domain/event-queries';
import {
  EVENTS_CLOCK_SEED,
  eventCountSeedName,
  eventDjSeedName,
  eventLinkTypesSeedName,
  publicEventsSeedName,
} from './event-seeds';

describe('event page seeds', () => {
  const plans = planPublicEventQueries(DEFAULT_EVENT_FILTERS);
  const searched = planPublicEventQueries({ search: 'house', eventType: 'all' });

  it('name each public query by its plan: one name per section and filters', () => {
    const names = [plans, searched].flatMap((p) =>
      Object.values(p).flatMap((plan) => [publicEventsSeedName(plan), eventCountSeedName(plan)]),
    );
    expect(new Set(names).size).toBe(names.length);
    // The same plan, planned again (server and browser), has the same name.
    expect(publicEventsSeedName(planPublicEventQueries(DEFAULT_EVENT_FILTERS).dated)).toBe(
      publicEventsSeedName(plans.dated),
    );
  });

  it("never collide with each other or with the other pages' seeds", () => {
    const id = 'A'.repeat(20);
    const names = [
      EVENTS_CLOCK_SEED,
      eventLinkTypesSeedName(id),
      eventDjSeedName(id),
      publicEventsSeedName(plans.past),
      eventCountSeedName(plans.past),
    ];
    expect(new Set(names).size).toBe(names.length);
    // djs/{id} is the DJ profile page's seed of a whole profile, not a card's name.
    expect(eventDjSeedName(id)).not.toBe(`djs/${id}`);
  });
});
