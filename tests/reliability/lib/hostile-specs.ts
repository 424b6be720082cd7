// One CallableSpec per callable for the hostile-payloads scenario: who sends the cases
// ("main", one of the cast in lib/hostile-cast.ts), the valid payload they start from, the
// kind of each field, and the well-formed payloads that name other people's things.
//
// No case may be a valid call that changes anything. Where a valid call by `main` would act
// (create, edit, delete, approve, seed, clear, revoke), either `main` is someone for whom the
// call is refused anyway, or the base is one the callable refuses, and every generated case
// changes the base into something malformed; each spec says which and why.
import { BLOCK_NOTE_MAX } from '../../../src/domain/availability';
import { BOOKING_EVENT_TYPES } from '../../../src/domain/booking-schema';
import { DJ_REVIEW_ACTIONS } from '../../../src/domain/dj-applications';
import { EVENT_LINK_TYPES, EVENT_STATUSES, EVENT_TYPES } from '../../../src/domain/events';
import {
  EQUIPMENT_MAX_LENGTH,
  GENRE_MAX_LENGTH,
  HOURLY_RATE_MAX_DOLLARS,
  HOURLY_RATE_MIN_DOLLARS,
  LIST_MAX_ITEMS,
} from '../../../src/domain/dj-profile-schema';
import { DJ_IMAGE_KINDS, IMAGE_CONTENT_TYPES } from '../../../src/domain/image-upload';
import { FIELD_LIMITS } from '../../../src/domain/limits';
import { validateMessage } from '../../../src/domain/message-validation';
import { PAYOUT_RESOLUTIONS } from '../../../src/domain/payout-record';
import { PROBLEM_DETAILS_MAX } from '../../../src/domain/payouts';
import { DURATION_MAX_HOURS, DURATION_MIN_HOURS } from '../../../src/domain/pricing';
import { ROLES } from '../../../src/domain/roles';
import { URL_MAX_LENGTH } from '../../../src/domain/url';
import { CALLABLE_BOOKING_ACTIONS } from '../../../src/domain/booking-record';
import type { Cast } from './hostile-cast';
import type { CallableSpec, FieldKind, Json } from './hostile-generator';
import { randomId, type Person } from './people';

/** A spec and who sends its `main` cases. */
export interface HostileTarget {
  spec: CallableSpec;
  main: Person;
}

const isoDate = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const id: FieldKind = { kind: 'id' };
const text = (max: number, required: boolean, pattern?: 'url' | 'email' | 'phone'): FieldKind =>
  pattern ? { kind: 'text', max, required, pattern } : { kind: 'text', max, required };

/** The DJ form (submitDjApplication, updateDjProfile): every field but the images. */
const DJ_FIELDS: Record<string, FieldKind> = {
  name: text(FIELD_LIMITS.name, true),
  location: text(FIELD_LIMITS.location, true),
  hourlyRate: {
    kind: 'number',
    min: HOURLY_RATE_MIN_DOLLARS,
    max: HOURLY_RATE_MAX_DOLLARS,
    integer: false,
  },
  bio: text(FIELD_LIMITS.bio, false),
  availableNow: { kind: 'bool' },
  phone: text(FIELD_LIMITS.phone, false, 'phone'),
  email: text(FIELD_LIMITS.contactEmail, false, 'email'),
  websiteUrl: text(URL_MAX_LENGTH, false, 'url'),
  genres: { kind: 'list', maxItems: LIST_MAX_ITEMS, maxLength: GENRE_MAX_LENGTH },
  equipment: { kind: 'list', maxItems: LIST_MAX_ITEMS, maxLength: EQUIPMENT_MAX_LENGTH },
};
const DJ_OPTIONAL = [
  'bio',
  'availableNow',
  'phone',
  'email',
  'websiteUrl',
  'genres',
  'equipment',
] as const;

function djForm(name: string): Record<string, Json> {
  return {
    name,
    location: 'Berlin',
    hourlyRate: 150,
    bio: '<p>Deep house and disco.</p>',
    availableNow: true,
    phone: '+49 30 1234567',
    email: 'bookings@example.com',
    websiteUrl: 'https://example.com/dj',
    genres: ['House', 'Disco'],
    equipment: ['Mixer'],
  };
}

/** A download URL of an image in another DJ's Storage folder (refused for anyone else). */
const othersImage = (uid: string) =>
  `http://127.0.0.1:9199/v0/b/demo-spinbook.appspot.com/o/dj-profiles%2F${uid}%2Fphoto.jpg?alt=media`;

export const BLOCKED_TEXT = 'Email me at booker@example.com';

export function hostileTargets(cast: Cast): HostileTarget[] {
  const { admin, client, booker, dj, otherClient, otherDj, pendingDj, revoker } = cast;
  if (validateMessage(BLOCKED_TEXT).ok) throw new Error('BLOCKED_TEXT must be blocked');
  return [
    // A valid call revokes the caller's sessions: `revoker` exists for it, and every case
    // either has arguments or comes without a valid token.
    {
      main: revoker,
      spec: { name: 'revokeSessions', base: {}, fields: {}, noArguments: true, nullIsValid: true },
    },
    // The base is an admin changing their own role: refused (failed-precondition) after
    // the lookup. Every case changes it into something malformed or comes from a non-admin.
    {
      main: admin,
      spec: {
        name: 'setUserRole',
        base: { uid: admin.uid, role: 'admin' },
        fields: { uid: id, role: { kind: 'enum', values: ROLES } },
        adminOnly: true,
        othersPayloads: [
          { uid: client.uid, role: 'admin' },
          { uid: otherClient.uid, role: 'dj' },
        ],
      },
    },
    // `dj` already has a profile, so even the valid base would be refused (already-exists);
    // every case is a malformed form. The others case names another DJ's image.
    {
      main: dj,
      spec: {
        name: 'submitDjApplication',
        base: djForm(dj.name),
        fields: DJ_FIELDS,
        optional: DJ_OPTIONAL,
        othersPayloads: [{ ...djForm(dj.name), photoUrl: othersImage(otherDj.uid) }],
      },
    },
    // A valid call edits `dj`'s own profile: every case is a malformed form.
    {
      main: dj,
      spec: {
        name: 'updateDjProfile',
        base: djForm(dj.name),
        fields: DJ_FIELDS,
        optional: DJ_OPTIONAL,
        othersPayloads: [{ ...djForm(dj.name), coverImageUrl: othersImage(otherDj.uid) }],
      },
    },
    // `booker` is no admin and has no profile: naming any profile is refused (permission),
    // and their own (djId omitted, a valid call) does not exist.
    {
      main: booker,
      spec: {
        name: 'deleteDjProfile',
        base: { djId: otherDj.uid },
        fields: { djId: id },
        optional: ['djId'],
        nullIsValid: true,
        othersPayloads: [{ djId: dj.uid }, { djId: pendingDj.uid }],
      },
    },
    // The base approves an already verified DJ: refused (failed-precondition).
    {
      main: admin,
      spec: {
        name: 'reviewDjApplication',
        base: { djId: dj.uid, action: 'approve' },
        fields: { djId: id, action: { kind: 'enum', values: DJ_REVIEW_ACTIONS } },
        adminOnly: true,
        othersPayloads: [
          { djId: otherDj.uid, action: 'suspend' },
          { djId: pendingDj.uid, action: 'approve' },
        ],
      },
    },
    // A valid call by an admin would switch auto-accept and approve every pending
    // application: `main` is a plain client, refused whatever they send.
    {
      main: client,
      spec: {
        name: 'setAutoAccept',
        base: { enabled: true },
        fields: { enabled: { kind: 'bool' } },
        adminOnly: true,
      },
    },
    // A valid call renames `booker` (and their bookings): every case is malformed.
    {
      main: booker,
      spec: {
        name: 'updateDisplayName',
        base: { displayName: booker.name },
        fields: { displayName: text(FIELD_LIMITS.displayName, true) },
      },
    },
    // Read-only for an admin.
    {
      main: admin,
      spec: {
        name: 'lookupUser',
        base: { email: otherClient.email },
        fields: { email: { kind: 'email' } },
        adminOnly: true,
        othersPayloads: [{ email: admin.email }],
      },
    },
    // A valid call sends a message: every case is malformed, blocked text (recorded for the
    // moderators, by design), or someone else's booking or message id.
    {
      main: booker,
      spec: {
        name: 'sendMessage',
        base: {
          bookingId: cast.booking,
          messageId: randomId(20),
          content: 'Looking forward to the party!',
        },
        fields: {
          bookingId: id,
          messageId: { kind: 'id', exactLength: 20 },
          content: { kind: 'message', max: FIELD_LIMITS.message },
        },
        othersPayloads: [
          { bookingId: cast.otherBooking, messageId: randomId(20), content: 'Hello' },
          { bookingId: cast.booking, messageId: cast.djMessageId, content: 'Hello' },
        ],
      },
    },
    // A valid call records a report: every case is malformed or not blocked text.
    {
      main: booker,
      spec: {
        name: 'reportBlockedMessage',
        base: { bookingId: cast.booking, content: BLOCKED_TEXT },
        fields: {
          bookingId: id,
          content: { kind: 'message', max: FIELD_LIMITS.message, mustBeBlocked: true },
        },
        othersPayloads: [{ bookingId: cast.otherBooking, content: BLOCKED_TEXT }],
      },
    },
    // Read-only for an admin.
    {
      main: admin,
      spec: {
        name: 'systemHealth',
        base: {},
        fields: {},
        noArguments: true,
        nullIsValid: true,
        adminOnly: true,
      },
    },
    // Seed and clear act on the whole database: `main` is a plain client, refused anyway.
    ...(['seedDemoData', 'clearDemoData'] as const).map((name) => ({
      main: client,
      spec: { name, base: {}, fields: {}, noArguments: true, nullIsValid: true, adminOnly: true },
    })),
    // `dj` books their own profile: refused (failed-precondition) whatever the date, so no
    // case can create a booking.
    {
      main: dj,
      spec: {
        name: 'createPayment',
        base: {
          djId: dj.uid,
          eventDate: isoDate(300),
          startTime: '19:00',
          durationHours: 4,
          eventType: 'wedding',
          venue: 'The Hostile Hall',
          guestCount: 120,
          equipmentNeeded: true,
          specialRequests: 'None',
        },
        fields: {
          djId: id,
          eventDate: { kind: 'date' },
          startTime: { kind: 'time' },
          durationHours: {
            kind: 'number',
            min: DURATION_MIN_HOURS,
            max: DURATION_MAX_HOURS,
            integer: true,
          },
          eventType: { kind: 'enum', values: BOOKING_EVENT_TYPES },
          venue: text(FIELD_LIMITS.venue, true),
          guestCount: { kind: 'number', min: 1, max: 100_000, integer: true },
          equipmentNeeded: { kind: 'bool' },
          specialRequests: text(FIELD_LIMITS.description, false),
        },
        optional: ['durationHours', 'eventType', 'equipmentNeeded', 'specialRequests'],
      },
    },
    // `booking` is confirmed: a valid call leaves it alone (there is no checkout to abandon).
    {
      main: booker,
      spec: {
        name: 'abandonCheckout',
        base: { bookingId: cast.booking },
        fields: { bookingId: id },
        othersPayloads: [{ bookingId: cast.otherAwaiting }, { bookingId: cast.otherBooking }],
      },
    },
    // Anyone signed in may publish an event, so the refusal is anchored in a field no case
    // changes (it is in the base but not in `fields`): djId names another DJ's profile.
    {
      main: booker,
      spec: {
        name: 'saveEvent',
        base: {
          title: 'Hostile party',
          description: 'Bring your friends.',
          venue: 'The Hostile Hall',
          location: 'Berlin',
          eventType: 'upcoming',
          status: 'draft',
          djId: otherDj.uid,
        },
        fields: {
          title: text(FIELD_LIMITS.title, true),
          description: text(FIELD_LIMITS.description, false),
          venue: text(FIELD_LIMITS.venue, false),
          location: text(FIELD_LIMITS.location, false),
          eventType: { kind: 'enum', values: EVENT_TYPES },
          status: { kind: 'enum', values: EVENT_STATUSES },
        },
        optional: ['description', 'venue', 'location', 'eventType', 'status'],
        othersPayloads: [{ eventId: cast.otherEvent, title: 'Hijacked', djId: otherDj.uid }],
      },
    },
    // The event (anchored, not in `fields`) is another client's: every call is refused.
    {
      main: booker,
      spec: {
        name: 'addEventLink',
        base: {
          eventId: cast.otherEvent,
          linkType: 'website',
          url: 'https://example.com/party',
          title: 'Tickets',
        },
        fields: {
          linkType: { kind: 'enum', values: EVENT_LINK_TYPES },
          url: text(URL_MAX_LENGTH, true, 'url'),
          title: text(FIELD_LIMITS.title, false),
        },
        optional: ['linkType', 'title'],
      },
    },
    // `booking` (anchored) is confirmed, not completed: no review yet.
    {
      main: booker,
      spec: {
        name: 'submitReview',
        base: { bookingId: cast.booking, rating: 5, comment: 'Great night.' },
        fields: {
          rating: { kind: 'number', min: 1, max: 5, integer: true },
          comment: text(FIELD_LIMITS.comment, false),
        },
        optional: ['comment'],
        othersPayloads: [{ bookingId: cast.otherBooking, rating: 1, comment: 'Bad' }],
      },
    },
    // The contact form takes signed-out senders. The base fills the honeypot (anchored), so
    // even a valid call stores no message; it only counts against the sender's address.
    {
      main: booker,
      spec: {
        name: 'sendContactMessage',
        base: {
          firstName: 'Hostile',
          lastName: 'Sender',
          email: 'sender@example.com',
          subject: 'Hello',
          message: 'A question about bookings.',
          website: 'https://bot.example',
        },
        fields: {
          firstName: text(FIELD_LIMITS.name, true),
          lastName: text(FIELD_LIMITS.name, true),
          email: { kind: 'email' },
          subject: text(FIELD_LIMITS.title, true),
          message: text(FIELD_LIMITS.description, true),
        },
        signedOutAllowed: true,
      },
    },
    // The Forgot Password form takes signed-out callers. The base names a mailbox no account
    // has, so even a valid call sends no e-mail; every case is malformed and counts nothing.
    {
      main: booker,
      spec: {
        name: 'requestPasswordReset',
        base: { email: 'nobody-hostile@example.com' },
        fields: { email: { kind: 'email' } },
        signedOutAllowed: true,
      },
    },
    // A valid call by a DJ or applicant would grant an upload and count it: `client` is
    // neither, so even the base is refused (permission-denied, after validation).
    {
      main: client,
      spec: {
        name: 'grantImageUpload',
        base: { kind: 'profile', contentType: 'image/png' },
        fields: {
          kind: { kind: 'enum', values: DJ_IMAGE_KINDS },
          contentType: { kind: 'enum', values: [...IMAGE_CONTENT_TYPES] },
        },
      },
    },
    // A client may not accept their own booking: the base is refused.
    {
      main: booker,
      spec: {
        name: 'transitionBooking',
        base: { bookingId: cast.booking, action: 'accept' },
        fields: { bookingId: id, action: { kind: 'enum', values: CALLABLE_BOOKING_ACTIONS } },
        othersPayloads: [{ bookingId: cast.otherBooking, action: 'cancel' }],
      },
    },
    // Payouts (decision 0027). A client is not a DJ: setting up payouts or opening the
    // Stripe dashboard is refused for them before anything is counted or created.
    {
      main: client,
      spec: { name: 'setupPayouts', base: {}, fields: {}, noArguments: true, nullIsValid: true },
    },
    // Issue 41. A valid call by the DJ blocks a day: every case is malformed (a broken day, a
    // note too long or of another type), or sent without a DJ's token. `weekday` is left out
    // of the fields: a valid weekday beside the base's days would be a valid rule.
    {
      main: dj,
      spec: {
        name: 'blockDays',
        base: { from: isoDate(300), to: isoDate(302), note: '' },
        fields: {
          from: text(10, true),
          to: text(10, true),
          note: text(BLOCK_NOTE_MAX, false),
        },
        optional: ['note'],
      },
    },
    // A valid call would remove one of the DJ's blocks: the base names none they have.
    {
      main: dj,
      spec: { name: 'unblockDays', base: { blockId: randomId() }, fields: { blockId: id } },
    },
    {
      main: client,
      spec: {
        name: 'openPayoutDashboard',
        base: {},
        fields: {},
        noArguments: true,
        nullIsValid: true,
      },
    },
    // The booker's booking has no payout (the cast writes none): the base report is refused
    // (failed-precondition) by the read-only check, before the attempt is counted.
    {
      main: booker,
      spec: {
        name: 'reportBookingProblem',
        base: { bookingId: cast.booking, details: 'The DJ never arrived at the venue.' },
        fields: { bookingId: id, details: text(PROBLEM_DETAILS_MAX, true) },
        othersPayloads: [
          { bookingId: cast.otherBooking, details: 'Someone else’s booking, reported.' },
        ],
      },
    },
    // Admin tools: with no held payout or failed transfer on the booking, the admin's own
    // base is refused (failed-precondition); everyone else is refused as not an admin.
    {
      main: admin,
      spec: {
        name: 'resolvePayoutProblem',
        base: { bookingId: cast.booking, resolution: 'release' },
        fields: { bookingId: id, resolution: { kind: 'enum', values: PAYOUT_RESOLUTIONS } },
        adminOnly: true,
      },
    },
    {
      main: admin,
      spec: {
        name: 'retryPayout',
        base: { bookingId: cast.booking },
        fields: { bookingId: id },
        adminOnly: true,
      },
    },
  ];
}
