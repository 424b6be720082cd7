// Hostile logic, what public pages give away and which images they show (decision 0032): a
// public review names neither its booking nor its author, so a booking id cannot be harvested
// and then probed (a made-up id and someone else's get the same answer); a DJ's photo comes
// from the project's own bucket, not the same path in the attacker's; and a reviewer's
// avatar is never the address they gave at sign-up (a tracking pixel on every visitor).
// Each attack is paired with the control that must still succeed.
import { collection, doc, getDoc, getDocs } from 'firebase/firestore';
import { signedOutApp } from './attacker';
import { eventually, type ScenarioContext } from './harness';
import { refusedCall, succeeded, type LogicKit, type Verdict } from './logic-attacks-kit';
import {
  djForm,
  isoDate,
  sdkOutcome,
  seedBooking,
  submitReview,
  transition,
  withApp,
} from './logic-attacks-world';
import { call, newPerson, newVerifiedDj, randomId, type CallOutcome } from './people';

/** The emulator's default bucket for the demo project: the project's own. */
const OWN_BUCKET = `${process.env.GCLOUD_PROJECT ?? 'demo-spinbook'}.appspot.com`;
const TRACKER = 'https://tracker.example/pixel.gif';

const storageUrl = (bucket: string, path: string) =>
  `http://127.0.0.1:9199/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=t`;

/** Two answers a caller cannot tell apart: the same code and the same words. */
function sameAnswer(a: CallOutcome, b: CallOutcome): Verdict {
  const shown = (o: CallOutcome) => (o.ok ? 'ok' : `${o.code}: ${o.message}`);
  if (a.ok || b.ok) return { refused: false, detail: `${shown(a)} / ${shown(b)}` };
  return shown(a) === shown(b)
    ? { refused: true, detail: shown(a) }
    : { refused: false, detail: `real id: ${shown(a)} / made-up id: ${shown(b)}` };
}

/** Hole: public reviews carried the booking id (their own id) and the author's uid. */
async function reviewsNameNoBooking(ctx: ScenarioContext, kit: LogicKit): Promise<void> {
  const [client, dj, outsider] = await Promise.all([
    newPerson(ctx, 'client', 'Probe reviewer'),
    newVerifiedDj(ctx, 'Probe DJ'),
    newPerson(ctx, 'client', 'Booking prober'),
  ]);
  const bookingId = await kit.setup(() => seedBooking(ctx, client, dj, 'completed', isoDate(-3)));
  const reviewed = await kit.setup(async () => {
    const answer = await submitReview(client, dj.uid, bookingId, {
      rating: 5,
      comment: 'Great night.',
    });
    // The review's trigger writes the DJ's rating after the call answers: waited for here,
    // not guessed by the setup's quiet time (a slow machine once let it land in the attack).
    if (answer.ok) {
      await eventually(async () => {
        const profile = await ctx.db.doc(`djs/${dj.uid}`).get();
        return Number(profile.get('totalReviews') ?? 0) >= 1 ? true : undefined;
      }, 15_000);
    }
    return answer;
  });
  if (!reviewed.ok) throw new Error(`submitReview: ${reviewed.code} ${reviewed.message}`);

  await kit.attack(6, "a visitor reads a booking id or the author's uid off public reviews", () =>
    sdkOutcome(async () => {
      const visitor = signedOutApp();
      try {
        const snap = await getDocs(collection(visitor.db, 'djs', dj.uid, 'reviews'));
        if (snap.empty) throw new Error('no public review to read');
        const seen = snap.docs.map((d) => `${d.id} ${JSON.stringify(d.data())}`).join('\n');
        return [bookingId, client.uid].filter((secret) => seen.includes(secret));
      } finally {
        await visitor.close();
      }
    }).then((o): Verdict => {
      if (!o.ok) return { refused: false, detail: `${o.code}: ${o.message}` };
      const found = o.result as string[];
      return found.length === 0
        ? { refused: true, detail: 'neither in any id or field' }
        : { refused: false, detail: `found ${found.join(', ')}` };
    }),
  );
  await kit.attack(6, 'an outsider tells a real booking id from a made-up one', async () =>
    sameAnswer(
      await transition(outsider, bookingId, 'cancel'),
      await transition(outsider, randomId(20), 'cancel'),
    ),
  );
  await kit.attack(6, "an outsider asks whether someone else's booking was reviewed", async () =>
    refusedCall(
      await withApp(outsider, (app) =>
        sdkOutcome(() => getDoc(doc(app.db, 'reviewAuthors', bookingId))),
      ),
    ),
  );
  await kit.control(6, "the booking's client sees it reviewed, and the review is public", () =>
    withApp(client, (app) =>
      sdkOutcome(async () => {
        const link = await getDoc(doc(app.db, 'reviewAuthors', bookingId));
        const reviewId: unknown = link.get('reviewId');
        if (typeof reviewId !== 'string') throw new Error('no review link for the client');
        const visitor = signedOutApp();
        try {
          const review = await getDoc(doc(visitor.db, 'djs', dj.uid, 'reviews', reviewId));
          if (!review.exists()) throw new Error('the review is not public');
        } finally {
          await visitor.close();
        }
      }),
    ).then((o) => succeeded(o)),
  );
}

/** Hole: the photo check verified host and path, not the bucket. */
async function photoFromOwnBucket(ctx: ScenarioContext, kit: LogicKit): Promise<void> {
  const dj = await kit.setup(() => newVerifiedDj(ctx, 'Bucket DJ'));
  const path = `dj-profiles/${dj.uid}/profile-1700000000000.jpg`;
  await kit.attack(11, "a DJ photo at the DJ's own path in the attacker's bucket", async () =>
    refusedCall(
      await call(
        'updateDjProfile',
        djForm(dj.name, { photoUrl: storageUrl('attacker-bucket', path) }),
        dj,
      ),
    ),
  );
  await kit.control(11, "the same photo in the project's own bucket is saved", async () =>
    succeeded(
      await call(
        'updateDjProfile',
        djForm(dj.name, { photoUrl: storageUrl(OWN_BUCKET, path) }),
        dj,
      ),
    ),
  );
}

/** Hole: the sign-up photoURL (any address) became the avatar on public reviews. */
async function noTrackingAvatar(ctx: ScenarioContext, kit: LogicKit): Promise<void> {
  const [tracker, dj] = await Promise.all([
    newPerson(ctx, 'client', 'Pixel reviewer'),
    newVerifiedDj(ctx, 'Pixel DJ'),
  ]);
  // What the sign-up form may write (rules: users/{uid} create takes an optional photoURL).
  await kit.setup(() =>
    ctx.db.doc(`users/${tracker.uid}`).set({ photoURL: TRACKER }, { merge: true }),
  );
  const bookingId = await kit.setup(() => seedBooking(ctx, tracker, dj, 'completed', isoDate(-4)));
  let reviewId: unknown;
  await kit.attack(
    6,
    'a sign-up photo address shown as the avatar on a public review',
    async () => {
      const outcome = await submitReview(tracker, dj.uid, bookingId, {
        rating: 4,
        comment: 'Solid set.',
      });
      if (!outcome.ok) return { refused: false, detail: `${outcome.code}: ${outcome.message}` };
      reviewId = (await ctx.db.doc(`reviewAuthors/${bookingId}`).get()).get('reviewId');
      const review = await ctx.db.doc(`djs/${dj.uid}/reviews/${String(reviewId)}`).get();
      const photo: unknown = review.get('authorPhotoUrl');
      return photo === null
        ? { refused: true, detail: 'published without a photo' }
        : { refused: false, detail: `avatar ${String(photo)}` };
    },
    // The review itself is the legitimate part: it is written.
    { contained: true },
  );
  await kit.control(6, 'that review is published under the reviewer’s name', async () => {
    const review = await ctx.db.doc(`djs/${dj.uid}/reviews/${String(reviewId)}`).get();
    return review.get('authorName') === tracker.name
      ? { refused: false }
      : { refused: true, detail: `author ${String(review.get('authorName'))}` };
  });
}

export async function publicPagesGiveNothingAway(
  ctx: ScenarioContext,
  kit: LogicKit,
): Promise<void> {
  await reviewsNameNoBooking(ctx, kit);
  await photoFromOwnBucket(ctx, kit);
  await noTrackingAvatar(ctx, kit);
}
