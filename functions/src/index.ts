// Wires triggers to handlers; no logic lives here.
import { onInit } from 'firebase-functions/v2/core';
import { setGlobalOptions } from 'firebase-functions/v2/options';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { defineInt, defineSecret } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { beforeUserCreated, beforeUserSignedIn } from 'firebase-functions/v2/identity';
import { abandonCheckoutHandler } from './callable/abandon-checkout';
import { advanceTimedRows } from './services/process-scheduler';
import { addEventLinkHandler } from './callable/add-event-link';
import { saveEventHandler } from './callable/save-event';
import { sendContactMessageHandler } from './callable/send-contact-message';
import { requestPasswordResetHandler } from './callable/request-password-reset';
import { passwordResetDeps } from './services/password-reset-mail';
import { submitReviewHandler } from './callable/submit-review';
import { createPaymentHandler } from './callable/create-payment';
import { deleteDjProfileHandler } from './callable/delete-dj-profile';
import { lookupUserHandler } from './callable/lookup-user';
import { reportBlockedMessageHandler } from './callable/report-blocked-message';
import { reviewDjApplicationHandler } from './callable/review-dj-application';
import { revokeSessionsHandler } from './callable/revoke-sessions';
import { sendMessageHandler } from './callable/send-message';
import { setAutoAcceptHandler } from './callable/set-auto-accept';
import { blockDaysHandler, unblockDaysHandler } from './callable/availability-blocks';
import { setUserRoleHandler } from './callable/set-user-role';
import { submitDjApplicationHandler } from './callable/submit-dj-application';
import { transitionBookingHandler } from './callable/transition-booking';
import { systemHealthHandler } from './callable/system-health';
import { updateDisplayNameHandler } from './callable/update-display-name';
import { grantImageUploadHandler } from './callable/grant-image-upload';
import { updateDjProfileHandler } from './callable/update-dj-profile';
import { handleHealth } from './http/health';
import { handleStripeWebhook } from './http/stripe-webhook';
import { handleStripeConnectWebhook } from './http/stripe-connect-webhook';
import { openPayoutDashboardHandler, setupPayoutsHandler } from './callable/setup-payouts';
import {
  reportBookingProblemHandler,
  resolvePayoutProblemHandler,
  retryPayoutHandler,
} from './callable/payout-problem-callables';
import { handleSsr } from './ssr/ssr-page';
import { allowedOrigins } from './services/app-origin';
import {
  assertConnectConfig,
  assertPaymentConfig,
  isDemoProject,
  paymentGateway,
  stripeClient,
} from './services/payment-config';
import { adminApp, adminAuth, adminDb } from './lib/admin';
import { systemTools } from './lib/system-tools';
import { deleteProfileImages } from './services/profile-images';
import { enforceSignUpDisplayName } from './services/sign-up-display-name';
// onCall that answers invalid-argument (not internal) for data the protocol cannot decode.
import { onCall } from './services/safe-on-call';
import { handleAvailabilityWritten } from './triggers/on-availability-written';
import { handleBookingWritten } from './triggers/on-booking-written';
import { handleMessageCreated } from './triggers/on-message-created';
import { handleNoticeCreated } from './triggers/on-notice-created';
import { pushSenderFor } from './services/push/fcm-v1-sender';
import { recomputeDjRating } from './triggers/on-review-written';
import { limitSignIn, limitSignUp } from './triggers/auth-blocking';
import { handleUserCreated } from './triggers/on-user-created';
import { handleDjImageUploaded, type VariantBucket } from './triggers/on-dj-image-uploaded';

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

export const health = onRequest((req, res) => handleHealth(req, res));

/**
 * Server-rendered public pages, sitemaps and robots.txt (issue 22; docs/architecture.md).
 * A warm instance answers in milliseconds, a cold one first loads the server bundle:
 * production keeps SSR_MIN_INSTANCES (1, set in functions/.env.<project>) warm; the
 * emulator has no cold starts worth paying for (npm start warms it with one request).
 * One instance serves many requests at once: rendering is CPU-light and mostly waits on
 * Firestore.
 */
const ssrMinInstances = defineInt('SSR_MIN_INSTANCES', { default: 0 });
export const ssr = onRequest(
  { minInstances: ssrMinInstances, concurrency: 80, cpu: 1, memory: '512MiB' },
  (req, res) =>
    handleSsr(req, res, {
      db: adminDb(),
      projectId: projectId(),
      emulator: process.env.FUNCTIONS_EMULATOR === 'true',
    }),
);

export const revokeSessions = onCall((request) =>
  revokeSessionsHandler(request, {
    revokeRefreshTokens: (uid) => adminAuth().revokeRefreshTokens(uid),
  }),
);

export const setUserRole = onCall((request) =>
  setUserRoleHandler(request, { auth: adminAuth(), db: adminDb() }),
);

export const onUserCreated = onDocumentCreated('users/{uid}', async (event) => {
  const data = event.data?.data();
  const outcome = await handleUserCreated(event.params.uid, data, {
    auth: adminAuth(),
    db: adminDb(),
  });
  // The sign-up name is the one shown text the browser writes itself (the rules refuse only
  // the obvious contact shapes): the full off-platform check runs here.
  if (outcome !== 'refused') {
    await enforceSignUpDisplayName(event.params.uid, data, { auth: adminAuth(), db: adminDb() });
  }
});

const services = () => ({ auth: adminAuth(), db: adminDb() });

export const submitDjApplication = onCall((request) =>
  submitDjApplicationHandler(request, services()),
);

export const updateDjProfile = onCall((request) => updateDjProfileHandler(request, services()));

export const setAutoAccept = onCall((request) => setAutoAcceptHandler(request, services()));

// A DJ's own blocked days (issue 41).
export const blockDays = onCall((request) => blockDaysHandler(request, services()));
export const unblockDays = onCall((request) => unblockDaysHandler(request, services()));

export const updateDisplayName = onCall((request) => updateDisplayNameHandler(request, services()));

// Each profile image upload asks first: the image_upload quota, and the path storage.rules
// will accept (they cannot count uploads themselves).
export const grantImageUpload = onCall((request) => grantImageUploadHandler(request, services()));

// Resized AVIF / WebP variants of each uploaded DJ photo and cover, for the pages' srcset
// (decision 0026). One upload at a time per instance: decoding a large photo and encoding
// AVIF take the memory and the vCPU.
export const onDjImageUploaded = onObjectFinalized(
  { memory: '1GiB', cpu: 1, concurrency: 1, timeoutSeconds: 120 },
  async (event) => {
    const { getStorage } = await import('firebase-admin/storage');
    const bucket = getStorage(adminApp()).bucket(event.data.bucket);
    const files: VariantBucket = {
      download: async (path) => (await bucket.file(path).download())[0],
      upload: (path, bytes, { contentType, cacheControl }) =>
        bucket
          .file(path)
          .save(bytes, { resumable: false, metadata: { contentType, cacheControl } }),
    };
    const outcome = await handleDjImageUploaded(event.data, { db: adminDb(), bucket: files });
    if (outcome.status === 'refused') {
      console.warn('onDjImageUploaded: refused', event.data.name, outcome.reason);
    }
  },
);

export const lookupUser = onCall((request) => lookupUserHandler(request, services()));

// Booking chat: messages are written only by sendMessage (the rules refuse client writes).
export const sendMessage = onCall((request) => sendMessageHandler(request, services()));

export const reportBlockedMessage = onCall((request) =>
  reportBlockedMessageHandler(request, services()),
);

// Events, their links, reviews and contact messages: written only by these callables, which
// moderate the text and apply the spec's default limit (the rules refuse client writes).
export const saveEvent = onCall((request) => saveEventHandler(request, services()));

export const addEventLink = onCall((request) => addEventLinkHandler(request, services()));

export const submitReview = onCall((request) => submitReviewHandler(request, services()));

// Works signed out: limited per client address (and per account when signed in).
export const sendContactMessage = onCall((request) =>
  sendContactMessageHandler(request, services()),
);

// The Forgot Password form, signed out: auth_password_reset per client address and per
// e-mail address, then Firebase Auth sends its e-mail (the service account's OAuth token, no
// API key; services/password-reset-mail.ts).
export const requestPasswordReset = onCall((request) =>
  requestPasswordResetHandler(request, passwordResetDeps()),
);

export const systemHealth = onCall((request) => systemHealthHandler(request, systemTools()));

// Stripe: secrets from Secret Manager in production; none in demo- projects (demo mode).
const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY');
const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET');
const projectId = () => adminApp().options.projectId ?? process.env.GCLOUD_PROJECT ?? '';
const stripeSecrets = () =>
  isDemoProject(projectId()) ? [] : [stripeSecretKey, stripeWebhookSecret];

// The Connect endpoint has its own signing secret (a Connect webhook endpoint in Stripe).
const stripeConnectWebhookSecret = defineSecret('STRIPE_CONNECT_WEBHOOK_SECRET');

// An instance that is bound to the Stripe secrets (the payment functions) refuses to start
// without them outside demo- projects; the others never read them. The one bound to the
// Connect webhook's secret (stripeConnectWebhook) checks it the same way (decision 0031).
// One onInit: firebase-functions keeps only the last callback registered.
onInit(() => {
  if (isDemoProject(projectId())) return;
  if ('STRIPE_SECRET_KEY' in process.env) {
    assertPaymentConfig(projectId(), {
      key: () => stripeSecretKey.value(),
      webhookSecret: () => stripeWebhookSecret.value(),
    });
  }
  if ('STRIPE_CONNECT_WEBHOOK_SECRET' in process.env) {
    assertConnectConfig(projectId(), () => stripeConnectWebhookSecret.value());
  }
});

const gateway = () => paymentGateway(projectId(), () => stripeSecretKey.value());

// Deleting or suspending a DJ closes their open requests, which releases card holds.
export const deleteDjProfile = onCall({ secrets: stripeSecrets() }, (request) =>
  deleteDjProfileHandler(request, {
    ...services(),
    gateway: gateway(),
    deleteImages: deleteProfileImages,
  }),
);

export const reviewDjApplication = onCall({ secrets: stripeSecrets() }, (request) =>
  reviewDjApplicationHandler(request, { ...services(), gateway: gateway() }),
);

export const createPayment = onCall({ secrets: stripeSecrets() }, (request) =>
  createPaymentHandler(request, {
    db: adminDb(),
    gateway: gateway(),
    projectId: projectId(),
    emulator: process.env.FUNCTIONS_EMULATOR === 'true',
  }),
);

export const stripeWebhook = onRequest({ secrets: stripeSecrets() }, async (req, res) => {
  const stripe = stripeClient(projectId(), () => stripeSecretKey.value());
  if (!stripe) {
    res.status(404).json({ error: 'Payments run in demo mode: there is no Stripe webhook.' });
    return;
  }
  await handleStripeWebhook(req, res, {
    db: adminDb(),
    stripe,
    webhookSecret: stripeWebhookSecret.value(),
    gateway: gateway(),
  });
});

export const abandonCheckout = onCall({ secrets: stripeSecrets() }, (request) =>
  abandonCheckoutHandler(request, { db: adminDb(), gateway: gateway() }),
);

export const transitionBooking = onCall({ secrets: stripeSecrets() }, (request) =>
  transitionBookingHandler(request, { db: adminDb(), gateway: gateway() }),
);

// The one scheduler (decision 0055): the money moves still owed (completed with the same
// idempotency keys), then every timed row of the process table: unanswered requests expire
// (card holds do not outlive a few days), played bookings complete, due payouts are paid
// (Stripe does not retry transfers itself) and reversals owed by refunds are made.
export const advanceBookings = onSchedule(
  { schedule: 'every 10 minutes', secrets: stripeSecrets(), timeoutSeconds: 540 },
  async () => {
    const run = await advanceTimedRows(
      {
        db: adminDb(),
        gateway: gateway(),
        auth: adminAuth(),
        origin: allowedOrigins(projectId())[0] ?? '',
      },
      new Date(),
    );
    console.info('advanceBookings', run.reports);
    if (run.failed.length > 0) console.error('advanceBookings: steps failed', run.failed);
  },
);

// ---- DJ payouts (Stripe Connect, decision 0027) ----------------------------------------------

// The Connect endpoint's own signing secret is declared with the others above (onInit).
const payoutSetupDeps = () => ({
  db: adminDb(),
  gateway: gateway(),
  projectId: projectId(),
  emulator: process.env.FUNCTIONS_EMULATOR === 'true',
});
const payoutDeps = () => ({ db: adminDb(), gateway: gateway(), auth: adminAuth() });

export const setupPayouts = onCall({ secrets: stripeSecrets() }, (request) =>
  setupPayoutsHandler(request, payoutSetupDeps()),
);

export const openPayoutDashboard = onCall({ secrets: stripeSecrets() }, (request) =>
  openPayoutDashboardHandler(request, payoutSetupDeps()),
);

export const reportBookingProblem = onCall({ secrets: stripeSecrets() }, (request) =>
  reportBookingProblemHandler(request, payoutDeps()),
);

export const resolvePayoutProblem = onCall({ secrets: stripeSecrets() }, (request) =>
  resolvePayoutProblemHandler(request, payoutDeps()),
);

export const retryPayout = onCall({ secrets: stripeSecrets() }, (request) =>
  retryPayoutHandler(request, payoutDeps()),
);

export const stripeConnectWebhook = onRequest(
  {
    secrets: isDemoProject(projectId())
      ? []
      : [stripeSecretKey, stripeWebhookSecret, stripeConnectWebhookSecret],
  },
  async (req, res) => {
    const stripe = stripeClient(projectId(), () => stripeSecretKey.value());
    if (!stripe) {
      res.status(404).json({ error: 'Payouts run in demo mode: there is no Connect webhook.' });
      return;
    }
    await handleStripeConnectWebhook(req, res, {
      db: adminDb(),
      stripe,
      webhookSecret: stripeConnectWebhookSecret.value(),
      gateway: gateway(),
    });
  },
);

export const onReviewWritten = onDocumentWritten('djs/{djId}/reviews/{reviewId}', (event) =>
  recomputeDjRating(adminDb(), event.params.djId),
);

// djs/{djId}.bookedDates follows the calendar (djAvailability), for "Free on my date".
export const onAvailabilityWritten = onDocumentWritten('djAvailability/{djId}', async (event) => {
  await handleAvailabilityWritten(adminDb(), event.params.djId);
});

export const onBookingWritten = onDocumentWritten('bookings/{bookingId}', async (event) => {
  await handleBookingWritten(
    event.params.bookingId,
    event.data?.before.data(),
    event.data?.after.data(),
    { db: adminDb(), auth: adminAuth(), origin: allowedOrigins(projectId())[0] ?? '' },
  );
});

// Web push (issue 40; docs/notifications.md): a new bell notice, and each chat message, reach
// the person's devices through FCM (the loopback FCM in demo- projects).
const pushDeps = () => ({ db: adminDb(), sender: pushSenderFor(projectId()) });

export const onNoticeCreated = onDocumentCreated(
  'users/{uid}/notifications/{noticeId}',
  async (event) => {
    await handleNoticeCreated(
      event.params.uid,
      event.params.noticeId,
      event.data?.data(),
      pushDeps(),
      new Date(),
    );
  },
);

export const onMessageCreated = onDocumentCreated(
  'bookings/{bookingId}/messages/{messageId}',
  async (event) => {
    await handleMessageCreated(
      event.params.bookingId,
      event.params.messageId,
      event.data?.data(),
      { ...pushDeps(), auth: adminAuth(), origin: allowedOrigins(projectId())[0] ?? '' },
      new Date(),
    );
  },
);

// Auth blocking functions: the spec's sign-up and sign-in limits, per client address and
// account, before Auth creates an account or a session (triggers/auth-blocking.ts).
const authQuotaDeps = () => ({
  db: adminDb(),
  emulatedDemo: process.env.FUNCTIONS_EMULATOR === 'true' && isDemoProject(projectId()),
});

export const beforeSignUp = beforeUserCreated((event) => limitSignUp(event, authQuotaDeps()));

export const beforeSignIn = beforeUserSignedIn((event) => limitSignIn(event, authQuotaDeps()));
