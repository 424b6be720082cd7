/**
 * The /success-stories copy as data, so the page and its test read one list.
 *
 * Spinbook is new: these are composites of the bookings the product is built
 * for, not testimonials. The page must always show ILLUSTRATIVE_NOTE, and no
 * story may quote a figure (earnings, bookings, ratings) that would read as a
 * real result.
 */
export const ILLUSTRATIVE_NOTE =
  'Stories are illustrative composites based on the kinds of bookings Spinbook is built for; names are changed.';

export type StoryTeller = 'DJ' | 'Host';

export interface Story {
  id: string;
  teller: StoryTeller;
  /** A changed first name and the teller's role, e.g. "Maya, wedding host". */
  name: string;
  role: string;
  city: string;
  event: string;
  title: string;
  story: string;
  /** The Spinbook feature the story turns on, said plainly. */
  takeaway: string;
}

export const STORIES = [
  {
    id: 'backyard-birthday',
    teller: 'Host',
    name: 'Maya',
    role: 'Party host',
    city: 'Austin, TX',
    event: '40th birthday in the backyard',
    title: 'A backyard fortieth that didn’t need a sound guy',
    story:
      'Maya had the food, the string lights and sixty guests, but no speakers worth the name. ' +
      'She filtered Discover for R&B and Hip Hop DJs in Austin, read two equipment lists side by ' +
      'side and picked the DJ who listed speakers, a microphone and uplighting. She ticked ' +
      '"equipment needed", saw the total before she paid, and the DJ arrived with everything on ' +
      'the list.',
    takeaway: 'A precise equipment list answered her real question: what turns up at the door.',
  },
  {
    id: 'first-wedding',
    teller: 'DJ',
    name: 'Andre',
    role: 'Mobile DJ, four years behind the decks',
    city: 'Atlanta, GA',
    event: 'Wedding reception',
    title: 'The first wedding booking from a stranger',
    story:
      'Andre had played clubs and friends’ parties, always booked by word of mouth. He rebuilt his ' +
      'profile around one three-minute YouTube clip of a packed floor and a bio that named the ' +
      'moments he handles: grand entrance, first dance, the last song. A couple he had never met ' +
      'sent a request for a six-hour reception. Before the day they agreed the timeline and the ' +
      'do-not-play list in the booking chat, and nobody had to swap phone numbers.',
    takeaway: 'Real event footage and specific wording did the selling he used to do in person.',
  },
  {
    id: 'office-party',
    teller: 'Host',
    name: 'Priya',
    role: 'Office manager',
    city: 'Chicago, IL',
    event: 'End-of-year office party',
    title: 'An office party signed off by finance',
    story:
      'Priya needed a DJ her finance team would approve without a deposit wired to a personal ' +
      'account. On Spinbook the price summary showed the base cost, the platform fee and the total ' +
      'before she confirmed, and her card was only charged once the DJ accepted. The first DJ ' +
      'she asked was away that week and declined; the hold came straight off her card and she ' +
      'sent a request to her second choice the same afternoon.',
    takeaway: 'A clear quote and a held payment made a company booking easy to approve.',
  },
  {
    id: 'latin-night',
    teller: 'DJ',
    name: 'Lucía',
    role: 'Latin and reggaeton DJ',
    city: 'Miami, FL',
    event: 'Quinceañera',
    title: 'Found by the genre she actually plays',
    story:
      'Lucía had been listed on general directories as "party DJ" and kept getting asked for ' +
      'sets she did not want to play. On Spinbook she listed Latin, Reggaeton and Salsa and ' +
      'nothing else. The family that booked her found her through the Latin filter, and the chat ' +
      'before the party was about which cumbia to play for the grandparents, not whether she ' +
      'could do it.',
    takeaway: 'Listing fewer, truer genres brought requests that fit her sets.',
  },
  {
    id: 'short-notice',
    teller: 'Host',
    name: 'Tom',
    role: 'Bar owner',
    city: 'Denver, CO',
    event: 'Saturday night at a neighbourhood bar',
    title: 'A resident DJ gone, a replacement the same day',
    story:
      'Tom’s regular DJ moved away two days before a busy Saturday. He switched on the Available ' +
      'Now filter, found a house DJ with reviews from other bar nights and sent a four-hour ' +
      'request. It was accepted the same afternoon; the chat opened and they sorted load-in and ' +
      'the volume limit before the weekend.',
    takeaway: 'Available Now only works because DJs switch it on when they mean it.',
  },
] as const satisfies readonly Story[];

/** What the stories share: the product promises they illustrate. */
export const COMMON_THREADS = [
  {
    title: 'Verified DJs',
    text: 'Every DJ profile is reviewed by our team before it appears on Discover.',
  },
  {
    title: 'Held, not taken',
    text: 'The client’s card is only charged when the DJ accepts; a declined or expired request releases the hold.',
  },
  {
    title: 'Planning in one place',
    text: 'Once a booking is confirmed, host and DJ plan the night in the booking chat, with no numbers swapped.',
  },
] as const;
