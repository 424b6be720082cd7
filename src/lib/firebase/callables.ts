import { httpsCallable } from 'firebase/functions';
import type { BlockRequest } from '../../domain/availability';
import type {
  AbandonCheckoutRequest,
  AbandonCheckoutResponse,
  CreatePaymentResponse,
  TransitionBookingRequest,
  TransitionBookingResponse,
} from '../../domain/booking-record';
import type { DjReviewAction, DjStatus } from '../../domain/dj-applications';
import type { GrantImageUploadRequest, GrantImageUploadResult } from '../../domain/image-upload';
import type {
  PayoutActionResponse,
  PayoutDashboardResponse,
  ReportProblemRequest,
  ResolvePayoutRequest,
  SetupPayoutsResponse,
} from '../../domain/payout-record';
import type { Role } from '../../domain/roles';
import type {
  ClearCounts,
  SeedCounts,
  SeedEventsCounts,
  SeedPlan,
  SystemHealth,
} from '../../domain/system-tools';
import { functions } from './functions';

/**
 * Typed wrappers for every callable Cloud Function. The server validates the
 * payload again; these types only keep the two sides honest at compile time.
 */
export interface RevokeSessionsResult {
  revoked: boolean;
  uid: string;
}

const revokeSessionsCallable = httpsCallable<Record<string, never>, RevokeSessionsResult>(
  functions,
  'revokeSessions',
);

/** Revokes every refresh token of the signed-in user (global sign-out). */
export async function revokeSessions(): Promise<RevokeSessionsResult> {
  const result = await revokeSessionsCallable({});
  return result.data;
}

// ---- DJ onboarding, profiles and admin review (docs/operations.md) --------

/** The DJ form's values as the server takes them: rate in dollars, lists as arrays. */
export interface DjProfileInput {
  name: string;
  bio?: string;
  location: string;
  hourlyRate: number;
  availableNow?: boolean;
  phone?: string;
  email?: string;
  websiteUrl?: string;
  youtubeUrl?: string;
  instagramUrl?: string;
  photoUrl?: string;
  coverImageUrl?: string;
  genres?: string[];
  equipment?: string[];
  /** From a place suggestion, both or neither: the server derives the search cells. */
  baseLat?: number;
  baseLng?: number;
  /** 10, 25, 50 or 100 (25 when omitted). */
  travelRadiusMi?: number;
}

export interface SubmitDjApplicationResult {
  djId: string;
  /** `verified` when the platform auto-accepts applications. */
  status: DjStatus;
}
export interface UpdateDjProfileResult {
  djId: string;
}
export interface DeleteDjProfileResult {
  djId: string;
  deleted: true;
}
export interface ReviewDjApplicationResult {
  djId: string;
  status: DjStatus;
  /** Suspend only: what the suspension ended and held (decision 0052). */
  closedRequests?: number;
  cancelledBookings?: number;
  heldPayouts?: number;
}
export interface SetAutoAcceptResult {
  enabled: boolean;
  /** Pending applications approved because the switch was turned on. */
  approved: number;
}
export interface UpdateDisplayNameResult {
  displayName: string;
}
export interface FoundUser {
  found: true;
  uid: string;
  email: string;
  displayName: string | null;
  role: Role | null;
  disabled: boolean;
}
/** Nobody with that e-mail is an answer (with the text to show), not an error. */
export type LookupUserResult = FoundUser | { found: false; email: string; message: string };
export interface SetUserRoleResult {
  uid: string;
  role: Role;
}

function callable<Req, Res>(name: string) {
  const call = httpsCallable<Req, Res>(functions, name);
  return async (data: Req): Promise<Res> => (await call(data)).data;
}

/** Creates djs/{uid} (pending, or verified under auto-accept) and its private contact. */
export const submitDjApplication = callable<DjProfileInput, SubmitDjApplicationResult>(
  'submitDjApplication',
);
/** The owner edits their own profile; status, ratings and counters stay the server's. */
export const updateDjProfile = callable<DjProfileInput, UpdateDjProfileResult>('updateDjProfile');
/** The owner (no djId) or an admin (any djId): profile, contact, images; owner becomes client. */
export const deleteDjProfile = callable<{ djId?: string }, DeleteDjProfileResult>(
  'deleteDjProfile',
);
/** Admins only; transitions from src/domain/dj-applications.ts. */
export const reviewDjApplication = callable<
  { djId: string; action: DjReviewAction },
  ReviewDjApplicationResult
>('reviewDjApplication');
/** Admins only; turning it on approves every pending application. */
export const setAutoAccept = callable<{ enabled: boolean }, SetAutoAcceptResult>('setAutoAccept');
/** Auth, users/{uid} and the copies on the user's bookings and reviews. */
export const updateDisplayName = callable<{ displayName: string }, UpdateDisplayNameResult>(
  'updateDisplayName',
);
/** DJs and applicants: counts one image_upload and names the path Storage will accept. */
export const grantImageUpload = callable<GrantImageUploadRequest, GrantImageUploadResult>(
  'grantImageUpload',
);
/** Admins only: a user by e-mail with their role claim. */
export const lookupUser = callable<{ email: string }, LookupUserResult>('lookupUser');
/** Admins only; an admin cannot change their own role. */
export const setUserRole = callable<
  { uid?: string; email?: string; role: Role },
  SetUserRoleResult
>('setUserRole');

// ---- System tools (/testing), admins only --------------------------------

export const systemHealth = callable<Record<string, never>, SystemHealth>('systemHealth');
/** Refuses outside the emulators of a demo- project. */
export const seedDemoData = callable<Record<string, never>, SeedCounts>('seedDemoData');
/**
 * Removes every booking, DJ profile and event and resets the DJ owners' role to client;
 * refuses outside the emulators of a demo- project.
 */
export const clearDemoData = callable<Record<string, never>, ClearCounts>('clearDemoData');
/** 15 demo events for up to 7 verified DJs in the database; refuses when there is none. */
export const seedDemoEvents = callable<Record<string, never>, SeedEventsCounts>('seedDemoEvents');
/** What Seed Database would write, counted from the seed data. */
export const demoDataPlan = callable<Record<string, never>, SeedPlan>('demoDataPlan');

// ---- Bookings and payments (docs/payments.md) ----------------------------

export interface CreatePaymentInput {
  djId: string;
  eventDate: string;
  /** 'HH:MM' at the venue (src/domain/event-start-time.ts). */
  startTime: string;
  durationHours: number;
  eventType: string;
  venue: string;
  guestCount: number;
  equipmentNeeded: boolean;
  specialRequests?: string;
}
/** The callables' answers are defined with the booking record (src/domain/booking-record.ts). */
export type CreatePaymentResult = CreatePaymentResponse;
export type TransitionBookingResult = TransitionBookingResponse;

/** Prices on the server from the DJ's rate; returns Checkout's URL (or the success page). */
export const createPayment = callable<CreatePaymentInput, CreatePaymentResult>('createPayment');
/** accept | decline | cancel | complete, as src/domain/booking-states.ts allows the caller. */
export const transitionBooking = callable<TransitionBookingRequest, TransitionBookingResult>(
  'transitionBooking',
);
/** The client left Checkout without paying: cancels their unpaid booking (no-op otherwise). */
export const abandonCheckout = callable<AbandonCheckoutRequest, AbandonCheckoutResponse>(
  'abandonCheckout',
);

// ---- Booking chat (docs/messaging.md) ---------------------------------------

export interface SendMessageInput {
  bookingId: string;
  /** Chosen by the app (src/domain/chat.ts newMessageId), so a retry cannot duplicate. */
  messageId: string;
  content: string;
}
export interface SendMessageResult {
  messageId: string;
  /** The server already had this message (an earlier attempt got through). */
  duplicate: boolean;
}

/** The only way a message is written: moderation, rate limit and parties checked on the server. */
export const sendMessage = callable<SendMessageInput, SendMessageResult>('sendMessage');
/** Records a message the app's own check blocked (possibly offline), so admins see the attempt. */
export const reportBlockedMessage = callable<
  { bookingId: string; content: string },
  { recorded: boolean }
>('reportBlockedMessage');

// ---- DJ payouts (decision 0027) -------------------------------------------------------------

/** DJs: creates their Express account once and answers a fresh onboarding link (demo: ready). */
export const setupPayouts = callable<Record<string, never>, SetupPayoutsResponse>('setupPayouts');
/** DJs with an account: a single-use login link to Stripe's Express dashboard. */
export const openPayoutDashboard = callable<Record<string, never>, PayoutDashboardResponse>(
  'openPayoutDashboard',
);
/** The booking's client, from the event date until the transfer is due: holds the payout. */
export const reportBookingProblem = callable<ReportProblemRequest, PayoutActionResponse>(
  'reportBookingProblem',
);
/** Admins: release a held payout, or refund the client in full. Audited. */
export const resolvePayoutProblem = callable<ResolvePayoutRequest, PayoutActionResponse>(
  'resolvePayoutProblem',
);
/** Admins: try a failed transfer again now. Audited. */
export const retryPayout = callable<{ bookingId: string }, PayoutActionResponse>('retryPayout');

/** A DJ's own blocked days (issue 41): blockDays answers how many requests wait on them. */
export const blockDays = callable<BlockRequest, { blockId: string; pendingRequests: number }>(
  'blockDays',
);

export const unblockDays = callable<{ blockId: string }, { removed: true }>('unblockDays');
