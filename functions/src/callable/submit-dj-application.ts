// submitDjApplication(form): creates the caller's DJ profile. Pending for review, or
// verified at once when config/platform.autoAcceptApplications is on (then the role claim
// becomes dj too). One profile per user: djs/{uid}.
// Applying again after deleting a profile starts from what the account keeps: a rejection
// or suspension on moderation/{uid} sends the application to an admin whatever auto-accept
// says (marked priorModeration), and the kept reviews and completed bookings give the
// ratings and counters, so deleting a profile washes out neither.
import type { Auth } from 'firebase-admin/auth';
import { AggregateField, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  APPLICATION_ALREADY_EXISTS,
  applicationStatus,
  type DjStatus,
} from '../../../src/domain/dj-applications';
import { writeAudit } from '../services/audit-log';
import { requireCaller, type CallableRequestLike } from '../services/callable-context';
import {
  contactFields,
  parseDjProfileInput,
  publicProfileFields,
} from '../services/dj-profile-fields';
import { readImageVariantFields } from '../services/dj-image-variants';
import { availabilitySummary } from '../services/dj-booked-dates';
import { ensureDjRole } from '../services/dj-roles';
import { moderationRef, priorModerationIn, writeModeration } from '../services/moderation';
import { consumeAttempt } from '../services/rate-limit';
import { transact } from '../services/transact';

export interface SubmitDjApplicationDeps {
  auth: Auth;
  db: Firestore;
  now?: () => Date;
}

export async function submitDjApplicationHandler(
  request: CallableRequestLike,
  deps: SubmitDjApplicationDeps,
): Promise<{ djId: string; status: DjStatus }> {
  const caller = requireCaller(request);
  const values = parseDjProfileInput(request.data, caller.uid);
  await consumeAttempt(deps.db, caller.uid, 'dj_profile_creation');

  const now = (deps.now ?? (() => new Date()))();
  const db = deps.db;
  const djRef = db.collection('djs').doc(caller.uid);
  const modRef = moderationRef(db, caller.uid);
  const availabilityRef = db.collection('djAvailability').doc(caller.uid);
  const status = await transact(db, async (tx) => {
    const [existing, availability, config, moderation, reviews, completed] = await Promise.all([
      tx.get(djRef),
      tx.get(availabilityRef),
      tx.get(db.collection('config').doc('platform')),
      tx.get(modRef),
      tx.get(
        djRef.collection('reviews').aggregate({
          count: AggregateField.count(),
          average: AggregateField.average('rating'),
        }),
      ),
      tx.get(
        db
          .collection('bookings')
          .where('djId', '==', caller.uid)
          .where('status', '==', 'completed')
          .count(),
      ),
    ]);
    if (existing.exists) {
      throw new HttpsError('already-exists', APPLICATION_ALREADY_EXISTS, {
        status: existing.get('status') ?? 'pending',
      });
    }
    const autoAccept = config.get('autoAcceptApplications') === true;
    const prior = priorModerationIn(moderation);
    const status: DjStatus = applicationStatus(autoAccept, prior);
    const { count: totalReviews, average } = reviews.data();
    // The images' resized variants, when onDjImageUploaded has already made them.
    const variants = await readImageVariantFields(tx, db, caller.uid, values);
    tx.create(djRef, {
      ownerUid: caller.uid,
      ...publicProfileFields(values),
      ...variants,
      // The calendar's booked and blocked days as this transaction reads them;
      // onAvailabilityWritten keeps them in step from here on (services/dj-booked-dates.ts).
      ...availabilitySummary(availability),
      status,
      ...(prior !== null ? { priorModeration: prior } : {}),
      averageRating: totalReviews > 0 ? (average ?? 0) : 0,
      totalReviews,
      totalBookings: completed.data().count,
      createdAt: now,
      updatedAt: now,
    });
    tx.set(djRef.collection('private').doc('contact'), contactFields(values, caller.email));
    // Booked and blocked days belong to the calendar, not to a profile: a re-application never
    // clears them.
    if (!availability.exists) tx.create(availabilityRef, { bookedDates: [], updatedAt: now });
    // Only an account that was moderated before has a record to extend; a first application
    // leaves none (the audit log has it), so the record stays a list of decisions.
    if (moderation.exists) {
      writeModeration(
        tx,
        modRef,
        moderation,
        {
          action: status === 'verified' ? 'auto_accept' : 'apply',
          from: null,
          to: status,
          actorUid: caller.uid,
          auto: status === 'verified',
          at: now,
        },
        status === 'verified' ? null : 'keep',
      );
    }
    if (status === 'verified') {
      writeAudit(
        db,
        tx,
        {
          action: 'auto_accept',
          djId: caller.uid,
          actorUid: 'system',
          from: null,
          to: 'verified',
          auto: true,
        },
        now,
      );
    }
    return status;
  });

  if (status === 'verified') await ensureDjRole(deps, caller.uid);
  return { djId: caller.uid, status };
}
