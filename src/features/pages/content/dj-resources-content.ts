import { PENDING_MAX_AGE_DAYS } from '../../../domain/booking-record';
import { ACCEPT_GRACE_LABEL, CANCELLATION_TIERS } from '../../../domain/cancellation-policy';
import { LIST_MAX_ITEMS } from '../../../domain/dj-profile-schema';
import { FIELD_LIMITS } from '../../../domain/limits';
import { formatDollars } from '../../../domain/money';
import { EXAMPLE_BOOKING, EXAMPLE_QUOTE } from './example-booking';
import {
  DJ_SHARE_BASIS_POINTS,
  EQUIPMENT_FEE_CENTS,
  HOURLY_RATE_MAX_CENTS,
  HOURLY_RATE_MIN_CENTS,
  PLATFORM_FEE_BASIS_POINTS,
} from '../../../domain/pricing';
import { payoutSplit } from '../../../domain/payouts';

/**
 * The /dj-resources guides as data, so the page and its test read one list.
 * Every amount and limit is built from src/domain: when a fee or a limit
 * changes there, this copy cannot go stale.
 */

/** Basis points as a whole percentage; integer division avoids 0.85 * 100 drift. */
const percent = (basisPoints: number): string => `${basisPoints / 100}%`;

export const DJ_SHARE_LABEL = percent(DJ_SHARE_BASIS_POINTS);
export const PLATFORM_FEE_LABEL = percent(PLATFORM_FEE_BASIS_POINTS);
export const RATE_MIN = formatDollars(HOURLY_RATE_MIN_CENTS);
export const RATE_MAX = formatDollars(HOURLY_RATE_MAX_CENTS);
export const EQUIPMENT_FEE = formatDollars(EQUIPMENT_FEE_CENTS);

/** The pending-request expiry the server applies (src/domain/booking-record.ts), in words. */
export const REQUEST_EXPIRY_WORDS = `${PENDING_MAX_AGE_DAYS} days`;

export interface GuideItem {
  title: string;
  text?: string;
  /** Shown as a bulleted list under the text. */
  points?: readonly string[];
}

export interface Guide {
  /** Also the section's anchor, so "On this page" links and the heading ids agree. */
  id: string;
  title: string;
  intro: string;
  items: readonly GuideItem[];
}

export const DJ_GUIDES = [
  {
    id: 'build-your-profile',
    title: 'Build a profile that gets booked',
    intro:
      'Clients compare a handful of DJs before they send a request. Your profile has to answer ' +
      'three questions fast: what do you sound like, what will you bring, and can they trust you ' +
      'with their night.',
    items: [
      {
        title: 'Photo',
        text:
          'Use a clear, well-lit photo of you at the decks, face visible. A crowd shot where you ' +
          'are a silhouette looks great on Instagram but tells a wedding couple nothing. Add a ' +
          'cover image too: a wide shot of a set-up you have played works well. Images must be ' +
          'JPG, PNG, GIF or WebP and under 5 MB.',
      },
      {
        title: 'Bio',
        text:
          `You have up to ${FIELD_LIMITS.bio.toLocaleString('en-US')} characters; three short ` +
          'paragraphs is plenty. Say how long you have been playing, the kinds of events you do ' +
          'best (weddings, corporate, clubs, house parties) and how you read a room. Specifics ' +
          'beat adjectives: "I keep the 70s-to-now crowd and the nephews on the same floor" sells ' +
          'more than "high-energy sets".',
      },
      {
        title: 'Genres',
        text:
          `List the genres you can play a full set of, not everything you have ever mixed in: you ` +
          `can add up to ${LIST_MAX_ITEMS}. Clients filter by genre on Discover, so use the names ` +
          'they search for (House, Hip Hop, Latin, R&B) rather than micro-genres only other DJs ' +
          'know.',
      },
      {
        title: 'Promo video',
        text:
          'Paste a YouTube link and it plays right on your profile. Pick 2 to 5 minutes of real ' +
          'event footage with the crowd in shot: a dance floor reacting to your transitions is ' +
          'more convincing than a studio mix with a still image.',
      },
      {
        title: 'Equipment list',
        text:
          `Name each item as you would on a tech rider (up to ${LIST_MAX_ITEMS} items): ` +
          '"Pioneer DDJ-FLX10", "2 × QSC K12.2 speakers", "wireless microphone", "uplighting ' +
          '(8 units)". Clients who tick "equipment needed" want to know exactly what turns up.',
      },
      {
        title: 'Location and Available Now',
        text:
          'Write your location as clients type it, for example "Austin, TX": search matches from ' +
          'the start of each word. Switch on Available Now only when you can genuinely take a ' +
          'booking at short notice; clients can filter for it and expect a quick answer.',
      },
    ],
  },
  {
    id: 'set-your-rate',
    title: 'Set your rate',
    intro:
      `Your hourly rate can be anything from ${RATE_MIN} to ${RATE_MAX}. You keep ` +
      `${DJ_SHARE_LABEL} of your fee (your rate × the hours booked, plus the equipment fee when you bring gear); the client’s ` +
      `${PLATFORM_FEE_LABEL} platform fee is added on top of their total, not taken from your share.`,
    items: [
      {
        title: 'Start from what you earn today',
        text:
          `If you take home a certain amount per hour on direct bookings, divide it by ` +
          `${DJ_SHARE_LABEL} to find the Spinbook rate that pays you the same.`,
      },
      {
        title: 'Price the whole job, not just the set',
        text:
          'Load-in, set-up, sound check and pack-down can add two hours to a four-hour set. Your ' +
          'rate is per booked hour, so build that time into it rather than surprising clients later.',
      },
      {
        title: 'The equipment fee',
        text:
          `When a client needs you to bring your gear, a flat ${EQUIPMENT_FEE} equipment fee is ` +
          'added to their total. It is set by Spinbook, not by you, and you keep ' +
          `${DJ_SHARE_LABEL} of it like the rest of your fee: you bring and carry the gear.`,
      },
      {
        title: 'Review your rate as your reviews grow',
        text:
          'A new profile with no reviews competes on trust as much as price. Once clients have ' +
          'rated your sets, a higher rate is easier to justify; change it any time from your ' +
          'dashboard. Requests already sent keep the price they were made at.',
      },
    ],
  },
  {
    id: 'handle-requests',
    title: 'Handle booking requests',
    intro:
      'A request reaches you only after the client has entered their card and the full total is ' +
      'held on it. Nothing is charged until you say yes.',
    items: [
      {
        title: 'Read the whole request',
        text:
          'Check the date, hours, venue, guest count, event type, whether they need your ' +
          'equipment and any special requests. If the venue is two hours away or the set ends ' +
          'after your last train, decide now, not on the day.',
      },
      {
        title: 'Accept',
        text:
          'The booking is confirmed, the held amount is charged and the date is marked as booked, ' +
          'so no one else can request it. Any other pending requests you have for the same date are declined ' +
          'automatically and those clients’ holds are released.',
      },
      {
        title: 'Decline',
        text:
          'You confirm first, and can add a short reason the client reads (no contact details). ' +
          'The client’s hold is released straight away and they are shown other DJs free that ' +
          'day. Declining quickly is kinder than letting a request sit.',
      },
      {
        title: `Answer within ${REQUEST_EXPIRY_WORDS}`,
        text:
          `A request you leave unanswered for ${REQUEST_EXPIRY_WORDS}, or until its event date ` +
          'has passed, expires: it is cancelled and the client’s card hold is released. Card ' +
          'authorisations do not last much longer than that, so the limit protects both of you.',
      },
    ],
  },
  {
    id: 'chat-with-clients',
    title: 'Chat with clients',
    intro:
      'Messaging opens once a booking is confirmed. Use it to plan the night; keep every ' +
      'conversation on Spinbook so there is a record if anything is disputed.',
    items: [
      {
        title: 'Good first messages',
        points: [
          'Thank them and confirm the date, start time and finish time.',
          'Ask for the venue contact, load-in point, parking and power near the booth.',
          'Ask for must-play and do-not-play songs, and any special moments (first dance, speeches, cake, birthday song).',
          'Check how names should be pronounced if you will be on the microphone.',
        ],
      },
      {
        title: 'What the chat blocks',
        text:
          'For everyone’s safety, messages that share or ask for contact details are not sent. ' +
          'Blocked attempts are reported to our team.',
        points: [
          'Phone numbers and e-mail addresses',
          'Asking to be contacted by phone, e-mail or "directly"',
          'Moving the conversation off the platform',
          'WhatsApp, Telegram, Signal and Discord',
        ],
      },
      {
        title: 'Why it matters to you',
        text:
          'Bookings arranged off the platform have no held payment, no record and no review. ' +
          'If a client asks to pay you in cash or on another app, say no politely and keep ' +
          'the booking here.',
      },
    ],
  },
  {
    id: 'gig-day-checklist',
    title: 'Gig-day checklist',
    intro: 'The habits that turn a one-off booking into a five-star review.',
    items: [
      {
        title: 'The day before',
        points: [
          'Re-read the booking and the chat: times, venue, special moments, do-not-play list.',
          'Send a short message confirming your arrival time.',
          'Charge everything; pack spare cables, a backup USB with your library and an extension lead.',
          'Check the route and parking, and allow for traffic.',
        ],
      },
      {
        title: 'On arrival',
        points: [
          'Arrive with enough time to set up and sound check before guests do.',
          'Introduce yourself to the host or venue contact and agree the volume limit.',
          'Tape down cables where guests will walk.',
        ],
      },
      {
        title: 'During the set',
        points: [
          'Watch the floor, not the screen: the request list is a guide, the crowd is the brief.',
          'Hit the agreed moments on time and keep the microphone brief and clear.',
          'Finish at the booked time unless the host asks you to go on and you can.',
        ],
      },
      {
        title: 'After the last track',
        points: [
          'Pack down safely and leave the space as you found it.',
          'Mark the booking as completed from your dashboard (on or after the event date); the ' +
            'client is then asked to leave a review.',
        ],
      },
    ],
  },
  {
    id: 'get-paid',
    title: 'Get paid',
    intro:
      'Clients pay through Spinbook by card, handled by Stripe. You never chase an invoice or ' +
      'count cash at the end of the night.',
    items: [
      {
        title: 'When the money moves',
        text:
          'The client’s card is authorised when they send the request and charged when you ' +
          'accept. Until then the amount is only held on the client’s card, so a declined or ' +
          'expired request costs them nothing.',
      },
      {
        title: 'What you earn',
        text:
          `${DJ_SHARE_LABEL} of your fee on every booking (the base cost plus any equipment fee). The ${PLATFORM_FEE_LABEL} ` +
          'platform fee is paid by the client on top, so it never comes out of your share.',
      },
      {
        title: 'If plans change',
        text:
          'A client can cancel a confirmed booking; their refund follows the cancellation policy ' +
          'below. If you cannot play, contact our team straight away: only we can cancel a ' +
          'confirmed booking for a DJ, and the client is then refunded in full.',
      },
    ],
  },
] as const satisfies readonly Guide[];

export type GuideId = (typeof DJ_GUIDES)[number]['id'];

/** The worked example in "Set your rate", priced by the same function that charges. */
const EXAMPLE_RATE_CENTS = EXAMPLE_BOOKING.hourlyRateCents;
const EXAMPLE_HOURS = EXAMPLE_BOOKING.durationHours;
const exampleQuote = EXAMPLE_QUOTE;

export const RATE_EXAMPLE = {
  title: `Worked example: a ${EXAMPLE_HOURS}-hour wedding at ${formatDollars(EXAMPLE_RATE_CENTS)} an hour, with your gear`,
  rows: [
    {
      label: `Base cost (${formatDollars(EXAMPLE_RATE_CENTS)} × ${EXAMPLE_HOURS} hours)`,
      amount: formatDollars(exampleQuote.baseCostCents, { decimals: 2 }),
    },
    {
      label: 'Equipment fee',
      amount: formatDollars(exampleQuote.equipmentFeeCents, { decimals: 2 }),
    },
    {
      label: `Platform fee (${PLATFORM_FEE_LABEL}, paid by the client)`,
      amount: formatDollars(exampleQuote.platformFeeCents, { decimals: 2 }),
    },
    {
      label: 'The client pays',
      amount: formatDollars(exampleQuote.totalCostCents, { decimals: 2 }),
    },
    {
      label: `You earn (${DJ_SHARE_LABEL} of the base cost and equipment fee)`,
      amount: formatDollars(payoutSplit(exampleQuote).netCents, { decimals: 2 }),
    },
  ],
} as const;

/** The cancellation tiers as the terms word them, for "Get paid". */
export const CANCELLATION_LINES: readonly string[] = [
  ...CANCELLATION_TIERS.map((tier) => tier.label),
  // A DJ who accepts late should know the client can still step back (decision 0053).
  ACCEPT_GRACE_LABEL,
];
