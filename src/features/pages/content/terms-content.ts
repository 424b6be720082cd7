import { PENDING_MAX_AGE_DAYS } from '../../../domain/booking-record';
import { CANCELLATION_TIERS, type CancellationTier } from '../../../domain/cancellation-policy';
import { DJ_CANCELLATION_REVIEW_COUNT } from '../../../domain/dj-cancellation';
import { MONTH_NAMES } from '../../../domain/format';
import { formatDollars } from '../../../domain/money';
import {
  DJ_SHARE_BASIS_POINTS,
  EQUIPMENT_FEE_CENTS,
  HOURLY_RATE_MAX_CENTS,
  HOURLY_RATE_MIN_CENTS,
  PLATFORM_FEE_BASIS_POINTS,
} from '../../../domain/pricing';
import { payoutSplit } from '../../../domain/payouts';
import type { LastUpdated, LegalSection } from '../components/LegalDocument';
import { EXAMPLE_BOOKING, EXAMPLE_QUOTE } from './example-booking';

/**
 * The Terms of Service. Every figure that the app or the server enforces
 * (fees, the DJ share, the hourly-rate range, refund tiers) is read from
 * src/domain, so the published terms cannot drift from what is actually
 * charged and refunded.
 */

export const TERMS_TITLE = 'Terms of Service';
export const TERMS_LAST_UPDATED: LastUpdated = { iso: '2026-12-06', text: '6 December 2026' };

export const MINIMUM_AGE = 18;
export const DJ_MIN_EXPERIENCE_YEARS = 1;
/** A promise of the review team, not enforced in code (the onboarding page says the same). */
export const DJ_REVIEW_WINDOW = '24–48 hours';
/** The pending-request expiry the server applies (src/domain/booking-record.ts). */
export const REQUEST_EXPIRY_DAYS = PENDING_MAX_AGE_DAYS;

const HOUR_MS = 60 * 60 * 1000;

/** Basis points as a percentage: 500 → "5%", 250 → "2.5%" (no floating-point rounding). */
export function percentOfBasisPoints(basisPoints: number): string {
  return `${basisPoints / 100}%`;
}

export const PLATFORM_FEE_TEXT = percentOfBasisPoints(PLATFORM_FEE_BASIS_POINTS);
export const DJ_SHARE_TEXT = percentOfBasisPoints(DJ_SHARE_BASIS_POINTS);
export const PLATFORM_SHARE_TEXT = percentOfBasisPoints(10_000 - DJ_SHARE_BASIS_POINTS);
export const EQUIPMENT_FEE_TEXT = formatDollars(EQUIPMENT_FEE_CENTS);

/**
 * A tier's label reads "<notice>: <outcome>"; the table shows the notice and
 * the percentage in separate columns. A label without a colon is shown whole.
 */
export function tierNotice(tier: CancellationTier): string {
  const colon = tier.label.indexOf(':');
  return colon === -1 ? tier.label : tier.label.slice(0, colon).trim();
}

export function tierRefundText(tier: CancellationTier): string {
  return `${tier.refundPercent}%`;
}

/** "00:00 UTC on 18 June": by hand, like formatDollars, so every locale prints the same. */
function utcMoment(date: Date): string {
  const time = date.toISOString().slice(11, 16);
  return `${time} UTC on ${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()] ?? ''}`;
}

/**
 * An example of where the best refund tier ends, since "notice counts to
 * 00:00 UTC on the event date" (eventStartOf in src/domain/booking-record.ts) is easy to misread.
 */
function noticeExample(): string {
  const best = CANCELLATION_TIERS[0];
  if (!best || !Number.isFinite(best.minNoticeMs)) return '';
  const eventStart = new Date(Date.UTC(2027, 5, 20));
  const deadline = new Date(eventStart.getTime() - best.minNoticeMs);
  const hours = best.minNoticeMs / HOUR_MS;
  return ` For example, for an event on 20 June, cancelling ${best.inclusive ? 'at or before' : 'before'} ${utcMoment(deadline)} gives ${best.inclusive ? 'at least' : 'more than'} ${hours} hours' notice.`;
}

/** A worked example so the fee rules read as money, computed by the same code that charges. */
const EXAMPLE = EXAMPLE_BOOKING;
const exampleQuote = EXAMPLE_QUOTE;
const money = (amountCents: number) => formatDollars(amountCents, { decimals: 2 });

export const TERMS_EXAMPLE_LINES: readonly string[] = [
  `Base cost: ${formatDollars(EXAMPLE.hourlyRateCents)} an hour × ${EXAMPLE.durationHours} hours = ${money(exampleQuote.baseCostCents)}`,
  `Equipment fee (the DJ brings their gear): ${money(exampleQuote.equipmentFeeCents)}`,
  `Platform fee (${PLATFORM_FEE_TEXT} of ${money(exampleQuote.baseCostCents + exampleQuote.equipmentFeeCents)}): ${money(exampleQuote.platformFeeCents)}`,
  `Total the client pays: ${money(exampleQuote.totalCostCents)}`,
  `The DJ keeps ${DJ_SHARE_TEXT} of the base cost and equipment fee: ${money(payoutSplit(exampleQuote).netCents)}`,
];

/** Where TermsPage puts the refund table, which is rendered from CANCELLATION_TIERS. */
export const CANCELLATION_TIERS_SLOT = 'cancellation-tiers';

const contact = { text: 'contact page', to: '/contact' } as const;

export const TERMS_INTRO =
  'These terms are the agreement between you and Spinbook when you use our website and app to find, book or work as a DJ. Please read them in full: they explain what we charge, when your card is charged, and what happens to your money if a booking is cancelled.';

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'terms-about',
    title: 'About these terms',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Spinbook is an online marketplace where people planning events (clients) find and book independent DJs. Spinbook is not a DJ agency and does not employ the DJs listed on it: a booking is an agreement between the client and the DJ, which Spinbook arranges, takes payment for and supports.',
      },
      {
        kind: 'paragraph',
        text: [
          'By creating an account, requesting a booking or listing yourself as a DJ, you agree to these terms and to our ',
          { text: 'Privacy Policy', to: '/privacy' },
          '. If you do not agree, please do not use Spinbook.',
        ],
      },
    ],
  },
  {
    id: 'terms-eligibility',
    title: 'Who can use Spinbook',
    blocks: [
      {
        kind: 'list',
        items: [
          `You must be ${MINIMUM_AGE} or older to create an account, book a DJ or be listed as a DJ.`,
          'You must give us accurate information, including your real name and an e-mail address you can receive mail at, and keep it up to date.',
          'You may have one account. Accounts are personal: do not share your sign-in details or let anyone else use your account.',
          'You may not use Spinbook if we have previously suspended or closed your account, unless we have agreed in writing that you may come back.',
        ],
      },
    ],
  },
  {
    id: 'terms-accounts',
    title: 'Accounts and roles',
    blocks: [
      {
        kind: 'paragraph',
        text: 'When you sign up you choose a role, which decides what you can do on Spinbook:',
      },
      {
        kind: 'list',
        items: [
          'Client ("Book DJs"): browse DJs, request and pay for bookings, message the DJs who accept your bookings, and review them afterwards.',
          'DJ ("Become a DJ"): create a DJ profile and, once our team has approved it, receive booking requests and accept, decline and complete them.',
          'Administrator: Spinbook staff who review DJ applications, handle disputes and reports, and enforce these terms. Nobody can choose this role; only Spinbook can grant it.',
        ],
      },
      {
        kind: 'paragraph',
        text: [
          'You are responsible for what happens through your account. Use a strong password that you do not use elsewhere, and tell us straight away through our ',
          contact,
          ' if you think someone else has access. Signing out of Spinbook signs you out on all your devices.',
        ],
      },
    ],
  },
  {
    id: 'terms-djs',
    title: 'Becoming a listed DJ',
    blocks: [
      {
        kind: 'list',
        items: [
          `To be listed you need at least ${DJ_MIN_EXPERIENCE_YEARS} year of experience performing as a DJ.`,
          `Every application is reviewed by our team before the profile is listed. We aim to finish the review within ${DJ_REVIEW_WINDOW}. Until it is approved, your profile does not appear in search and cannot be booked.`,
          'We may approve or reject an application at our discretion, and may ask you for more information (such as links to mixes or past events) to check your experience.',
          `You set your own hourly rate, from ${formatDollars(HOURLY_RATE_MIN_CENTS)} to ${formatDollars(HOURLY_RATE_MAX_CENTS)} an hour. The rate shown when a client sends a request is the rate they pay for that booking, even if you change it later.`,
          'Everything on your profile (name, location, genres, equipment, bio, photos and links) must be accurate and must be about you. Do not list equipment you cannot bring.',
          'Your phone number and e-mail address are kept private: clients never see them. Only you and Spinbook administrators can.',
        ],
      },
    ],
  },
  {
    id: 'terms-bookings',
    title: 'How bookings work',
    blocks: [
      {
        kind: 'list',
        items: [
          "A client requests a booking by choosing a DJ, a date, a number of hours and whether they need the DJ's equipment, and entering card details.",
          'When the request is sent, the full amount is authorised on the card: the money is held, not taken. The DJ then sees the request.',
          'The card is charged only when the DJ accepts the request. The booking is then confirmed, and the client and the DJ can message each other.',
          'If the DJ declines the request, the hold is released and nothing is charged.',
          `If the DJ does not answer within ${REQUEST_EXPIRY_DAYS} days of the request, or by the event date if that comes sooner, the request expires and the hold is released. Nothing is charged.`,
          'A DJ can accept only one booking per date. When a DJ accepts one request, any other requests they have for the same date are declined automatically and their holds are released. A request whose payment is completed after the DJ has accepted another booking for that date is closed at once, and its hold released.',
          `A DJ may cancel a confirmed booking only by giving a reason, which the client reads. The client is then refunded in full, whatever the date, and shown other DJs free that day; the DJ is not paid. Spinbook reviews a DJ's profile after ${DJ_CANCELLATION_REVIEW_COUNT} such cancellations within 12 months.`,
          'If the client does not complete the payment step, the request is never sent to the DJ and nothing is charged.',
          'After the event, the DJ marks the booking as completed. The client can then leave a review.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Banks decide how quickly a released hold disappears from a statement; it usually takes a few business days.',
      },
    ],
  },
  {
    id: 'terms-fees',
    title: 'Fees and payments',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Prices are in US dollars. The price of a booking is worked out as follows, and shown in full before the client pays:',
      },
      {
        kind: 'list',
        items: [
          "Base cost: the DJ's hourly rate × the number of hours booked.",
          `Equipment fee: a flat ${EQUIPMENT_FEE_TEXT} when the client needs the DJ to bring their own equipment. Nothing is added when the venue provides the equipment.`,
          `Platform fee: clients pay a ${PLATFORM_FEE_TEXT} platform fee on top of each booking, calculated on the base cost plus any equipment fee and rounded to the nearest cent.`,
          `DJs keep ${DJ_SHARE_TEXT} of their fee on each booking: the base cost plus any equipment fee. The remaining ${PLATFORM_SHARE_TEXT} is Spinbook's commission, which pays for running the marketplace, payment processing and support.`,
        ],
      },
      {
        kind: 'subsection',
        id: 'terms-fees-example',
        title: 'An example',
        blocks: [
          {
            kind: 'paragraph',
            text: `A ${EXAMPLE.durationHours}-hour booking with a DJ who charges ${formatDollars(EXAMPLE.hourlyRateCents)} an hour and brings their own equipment:`,
          },
          { kind: 'list', items: TERMS_EXAMPLE_LINES },
        ],
      },
      {
        kind: 'paragraph',
        text: 'Card payments are processed by our payment provider, Stripe. Spinbook never sees or stores your full card number. You must use a card you are authorised to use.',
      },
      {
        kind: 'paragraph',
        text: 'Bookings between a client and a DJ who met on Spinbook must be paid through Spinbook. Arranging or taking payment outside Spinbook for a DJ found here is a breach of these terms (see Acceptable use).',
      },
    ],
  },
  {
    id: 'terms-cancellation',
    title: 'Cancellation policy and refunds',
    blocks: [
      {
        kind: 'subsection',
        id: 'terms-cancel-pending',
        title: 'Before the DJ accepts',
        blocks: [
          {
            kind: 'paragraph',
            text: 'A client may cancel a booking request that the DJ has not yet accepted at any time. The hold on the card is released and nothing is charged. The same applies when the DJ declines the request or the request expires.',
          },
        ],
      },
      {
        kind: 'subsection',
        id: 'terms-cancel-confirmed',
        title: 'After the DJ accepts',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Once a booking is confirmed the card has been charged. If the client cancels a confirmed booking, they are refunded according to how much notice they give:',
          },
          { kind: 'slot', name: CANCELLATION_TIERS_SLOT },
          {
            kind: 'list',
            items: [
              `Notice is counted up to the start of the event date, at 00:00 UTC (midnight, Coordinated Universal Time), not to the time the DJ is due to start.${noticeExample()} Outside the UTC time zone these moments fall at a different local time, so please allow for the difference.`,
              'The refund percentage applies to the total the client paid for the booking, including the equipment fee and the platform fee, and is rounded to the nearest cent.',
              'For 24 hours after the DJ accepts, the client may cancel for a full refund, whatever the notice. A DJ may accept a request until the event date begins, so a client whose request is accepted close to the event can still react to it. The 24 hours are counted from the moment the DJ accepted; while they give more than the notice would, the booking shows both sides until when.',
              'Outside those 24 hours, a cancellation made on or after the event date gives no refund.',
              'Refunds go back to the card that was charged. Your bank may take several business days to show them.',
            ],
          },
        ],
      },
      {
        kind: 'subsection',
        id: 'terms-cancel-spinbook',
        title: 'When Spinbook cancels',
        blocks: [
          {
            kind: 'paragraph',
            text: [
              'A DJ who cannot play a confirmed booking must cancel it at once from their dashboard, giving the client a reason, or tell us immediately through our ',
              contact,
              '. If Spinbook cancels a confirmed booking for cause, for example because the DJ cannot play or has broken these terms, the client receives a full refund, whatever the notice.',
            ],
          },
          {
            kind: 'paragraph',
            text: [
              'If something goes wrong with a booking that these rules do not cover, ',
              { text: 'contact us', to: '/contact' },
              ' and we will look at it fairly, taking into account what both the client and the DJ tell us.',
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'terms-dj-obligations',
    title: 'What DJs agree to',
    blocks: [
      {
        kind: 'list',
        items: [
          'Answer booking requests promptly, and accept only bookings you are able to play.',
          'Arrive on time, with enough time to set up and sound-check before the agreed start, and play for the full number of hours booked.',
          'When the client has paid the equipment fee, bring the equipment you need to play, in safe working order. When they have not, confirm with the client in the booking chat what the venue provides.',
          'Behave professionally towards clients, their guests and venue staff, and follow reasonable venue rules, including on volume and safety.',
          'Tell us straight away if you cannot play a confirmed booking, so that we can cancel it and refund the client.',
          'Mark a booking as completed only after you have played it.',
          'You are an independent professional, not an employee or agent of Spinbook. You are responsible for your own taxes, insurance and any permits your performances require.',
        ],
      },
    ],
  },
  {
    id: 'terms-client-obligations',
    title: 'What clients agree to',
    blocks: [
      {
        kind: 'list',
        items: [
          'Give accurate event details: date, length, location and whether you need the DJ to bring equipment.',
          'Make sure the DJ can get into the venue on time, and that there is a safe place to set up with suitable power.',
          'Treat the DJ with respect, and make sure your guests do too. A DJ does not have to keep playing if their safety is at risk.',
        ],
      },
    ],
  },
  {
    id: 'terms-acceptable-use',
    title: 'Acceptable use',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Spinbook only works if bookings, messages and payments stay on Spinbook: that is how we can protect both sides when something goes wrong. You agree:',
      },
      {
        kind: 'list',
        items: [
          'To keep communication and payment for bookings on the platform. Do not ask for or share phone numbers, e-mail addresses or other ways to contact each other outside Spinbook, and do not suggest moving to other apps or paying outside Spinbook.',
          'That messages containing off-platform contact details (such as phone numbers, e-mail addresses, or requests to talk on WhatsApp, Telegram, Signal or Discord) are blocked automatically and not delivered. Trying to get around this, for example by spelling numbers out, is a breach of these terms.',
          'Not to harass, threaten, insult or discriminate against anyone, or send sexual, hateful or otherwise offensive content.',
          'Not to send spam, make fake bookings or reviews, or pretend to be someone else.',
          'Not to misuse Spinbook: no scraping, automated access, attempts to get around rate limits or security measures, or interference with how Spinbook works.',
          'To follow the law when using Spinbook.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'To protect the service, we limit how often some actions can be repeated (such as sign-in attempts, booking requests and messages), and we keep a record of blocked messages and other security events.',
      },
    ],
  },
  {
    id: 'terms-reviews',
    title: 'Reviews',
    blocks: [
      {
        kind: 'list',
        items: [
          'Only the client of a completed booking can review the DJ, once per booking, with a rating from 1 to 5 stars and an optional comment.',
          "Reviews are public on the DJ's profile and show your account name. They must be honest and about the booking you had.",
          'Do not offer or accept anything in exchange for a review, and do not use reviews to threaten or pressure anyone.',
          'We may remove a review that breaks these terms, for example one that is abusive, contains personal details or is about something else. We do not remove reviews just because they are negative.',
        ],
      },
    ],
  },
  {
    id: 'terms-content',
    title: 'Content you post',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Content you post includes your profile and cover photos, your bio, links to your website, YouTube or Instagram, event listings, reviews and messages.',
      },
      {
        kind: 'list',
        items: [
          'You keep ownership of your content. You give Spinbook a worldwide, non-exclusive, royalty-free licence to host, store, copy, display and adapt it (for example, resizing photos) to run and promote Spinbook. The licence ends when you delete the content or your account, except for copies we must keep by law and content already shared with others, such as messages and reviews.',
          'You must have the right to post it: only upload photos you took or have permission to use, and only link to content you are entitled to share.',
          "Your content must not be illegal, misleading or offensive, must not contain off-platform contact details, and must not infringe anyone else's rights.",
          [
            'We may remove content that breaks these terms. If you think content on Spinbook infringes your rights, tell us through our ',
            contact,
            '.',
          ],
        ],
      },
    ],
  },
  {
    id: 'terms-suspension',
    title: 'Suspension and closing accounts',
    blocks: [
      {
        kind: 'list',
        items: [
          'We may suspend a DJ profile (which hides it from search and stops new bookings) or suspend or close any account if we reasonably believe these terms have been broken, if needed to protect other users, or if required by law. Where it is safe to do so, we will tell you why.',
          'If a DJ is suspended, their confirmed bookings whose event date has not yet begun are cancelled at once: each client receives a full refund and is shown other DJs free that day. Payment for events the DJ has already played is held until we have checked it, and may be refunded to the client instead.',
          [
            'You may stop using Spinbook at any time and ask us to delete your account through our ',
            contact,
            '. Bookings that are already confirmed remain subject to the cancellation policy.',
          ],
          [
            'If you think we suspended you by mistake, ',
            { text: 'contact us', to: '/contact' },
            ' and we will review the decision.',
          ],
        ],
      },
    ],
  },
  {
    id: 'terms-liability',
    title: 'Our responsibility to you',
    blocks: [
      {
        kind: 'list',
        items: [
          'We work to keep Spinbook available and accurate, but we provide it "as is" and cannot promise it will always be available or free of errors.',
          'DJs are independent. We review every DJ before listing them, but we do not guarantee the quality of any performance, and we are not responsible for what a client or DJ does or fails to do, except where these terms say otherwise (such as refunds).',
          'To the extent the law allows, Spinbook is not liable for indirect or consequential losses, such as lost profits or the cost of a replacement DJ, and our total liability to you for any claim is limited to the amount you paid Spinbook (or, for DJs, the commission Spinbook kept) for the booking the claim concerns.',
          'Nothing in these terms limits liability that cannot be limited by law, such as for fraud or for death or personal injury caused by negligence, or takes away rights you have as a consumer.',
        ],
      },
    ],
  },
  {
    id: 'terms-changes',
    title: 'Changes to these terms',
    blocks: [
      {
        kind: 'paragraph',
        text: 'We may update these terms as Spinbook changes or the law requires. The date at the top of this page shows when they last changed. If a change materially affects you, such as a change to fees or the cancellation policy, we will tell you in the app or by e-mail before it takes effect. Continuing to use Spinbook after a change means you accept the updated terms.',
      },
    ],
  },
  {
    id: 'terms-contact',
    title: 'Contact us',
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'Questions about these terms, a problem with a booking, or something to report? Write to us through our ',
          contact,
          '.',
        ],
      },
    ],
  },
  {
    id: 'terms-credits',
    title: 'Credits',
    blocks: [
      {
        kind: 'paragraph',
        // CC BY 4.0 asks for this credit (docs/licences.md, decision 0022).
        text: 'Place names and coordinates used to search near a place: GeoNames (www.geonames.org), licensed under Creative Commons Attribution 4.0 (creativecommons.org/licenses/by/4.0). ZIP code centres: US Census Bureau, 2021 ZCTA Gazetteer.',
      },
    ],
  },
];
