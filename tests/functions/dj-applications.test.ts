// DJ applications end to end in the Functions emulator: submitDjApplication, the admin's
// reviewDjApplication transitions, auto-accept, profile edits and deletion.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../../functions/src/services/roles';
import {
  DJ_REVIEW_ACTIONS,
  DJ_REVIEW_TRANSITIONS,
  DJ_STATUSES,
  type DjReviewAction,
  type DjStatus,
} from '../../src/domain/dj-applications';
import { OWN_CASE } from '../../src/domain/roles';
import {
  adminAuth,
  adminDb,
  codeOf,
  djApplication,
  newPerson,
  peopleOfTest,
  roleClaimOf,
  securityEventsFor,
  type Person,
} from './helpers';

const { person, closeAll } = peopleOfTest();

let admin: Person;
beforeAll(async () => {
  admin = await newPerson('dj-app-admin');
  await grantRole({ auth: adminAuth, db: adminDb }, admin.user.uid, 'admin');
  await admin.user.getIdToken(true);
  await adminDb
    .doc('config/platform')
    .set({ autoAcceptApplications: false, updatedAt: new Date() });
});
afterAll(async () => {
  await adminDb
    .doc('config/platform')
    .set({ autoAcceptApplications: false, updatedAt: new Date() });
  await admin.close();
});
afterEach(async () => {
  await closeAll();
});

const application = djApplication;

/** A fresh applicant whose profile is in `status` (set directly, then checked via the function). */
async function applicantIn(status: DjStatus): Promise<Person> {
  const p = await person(`dj-app-${status}`, 'client');
  await p.call('submitDjApplication', application());
  if (status !== 'pending') {
    await adminDb.doc(`djs/${p.user.uid}`).update({ status });
  }
  return p;
}

describe('submitDjApplication', () => {
  it('creates a pending profile in cents, sanitised, with search fields and private contact', async () => {
    const p = await person('dj-app-new', 'client');
    const result = await p.call<{ djId: string; status: string }>(
      'submitDjApplication',
      application(),
    );
    expect(result).toEqual({ djId: p.user.uid, status: 'pending' });
    const dj = (await adminDb.doc(`djs/${p.user.uid}`).get()).data() ?? {};
    expect(dj).toMatchObject({
      ownerUid: p.user.uid,
      name: 'DJ Test Applicant',
      hourlyRateCents: 12500,
      rateDollars: 125,
      status: 'pending',
      averageRating: 0,
      totalReviews: 0,
      totalBookings: 0,
      genres: ['House', 'Techno'],
      genreKeys: ['house', 'techno'],
      locationLower: 'portland, or',
    });
    // Plain text (decision 0037): the markup sent goes, the script with its content.
    expect(dj.bio).toBe('Ten years of house');
    expect(dj).not.toHaveProperty('phone');
    const contact = (await adminDb.doc(`djs/${p.user.uid}/private/contact`).get()).data();
    expect(contact).toEqual({ phone: '(503) 555-0100', email: 'bookings@example.test' });
    // Applying does not make anyone a DJ yet.
    expect(await roleClaimOf(p.user.uid)).toBe('client');
  });

  it('stores genres under their canonical names, whatever spelling was typed', async () => {
    const p = await person('dj-app-genres', 'client');
    await p.call('submitDjApplication', {
      ...application(),
      genres: ['hip hop', 'RnB', 'Hip-Hop', 'Baile Funk'],
    });
    const dj = (await adminDb.doc(`djs/${p.user.uid}`).get()).data() ?? {};
    expect(dj.genres).toEqual(['Hip-Hop', 'R&B', 'Baile Funk']);
    expect(dj.genreKeys).toEqual(['hiphop', 'randb', 'bailefunk']);
  });

  it('refuses a second application from the same user', async () => {
    const p = await person('dj-app-twice', 'client');
    await p.call('submitDjApplication', application());
    expect(await codeOf(p.call('submitDjApplication', application()))).toMatch(
      /^functions\/already-exists: You already have a DJ profile/,
    );
  });

  it.each([
    [{ name: '' }, 'Name and location are required.'],
    [{ location: '   ' }, 'Name and location are required.'],
    [{ hourlyRate: 20 }, 'Hourly rate must be between $50 and $50,000.'],
    [{ hourlyRate: 50_001 }, 'Hourly rate must be between $50 and $50,000.'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
    [
      { genres: ['x'.repeat(51)] },
      'Please fix the errors in the form. Genres: Must be less than 50 characters.',
    ],
    [
      { photoUrl: 'https://evil.example/me.png' },
      'Please fix the errors in the form. Profile Photo: Please upload the image again.',
    ],
    // The app's own images (the seed's pictures, the fallbacks) pass; a way out of them does not.
    [
      { coverImageUrl: '/seed/../index.html' },
      'Please fix the errors in the form. Cover Image: Please upload the image again.',
    ],
  ])('refuses %o with the form text', async (overrides, message) => {
    const p = await person('dj-app-bad', 'client');
    expect(await codeOf(p.call('submitDjApplication', application(overrides)))).toBe(
      `functions/invalid-argument: ${message}`,
    );
    expect((await adminDb.doc(`djs/${p.user.uid}`).get()).exists).toBe(false);
  });

  it("refuses a photo in the DJ's own folder of someone else's bucket; its own bucket passes", async () => {
    const p = await person('dj-app-bucket', 'client');
    const photo = (bucket: string) =>
      `http://127.0.0.1:9199/v0/b/${bucket}/o/${encodeURIComponent(
        `dj-profiles/${p.user.uid}/profile-1700000000000.jpg`,
      )}?alt=media&token=t`;
    expect(
      await codeOf(
        p.call('submitDjApplication', application({ photoUrl: photo('attacker-bucket') })),
      ),
    ).toBe(
      'functions/invalid-argument: Please fix the errors in the form. Profile Photo: Please upload the image again.',
    );
    expect((await adminDb.doc(`djs/${p.user.uid}`).get()).exists).toBe(false);
    // The project's own bucket (the emulator names it after the demo project).
    await p.call(
      'submitDjApplication',
      application({ photoUrl: photo('demo-spinbook.appspot.com') }),
    );
    expect((await adminDb.doc(`djs/${p.user.uid}`).get()).get('photoUrl')).toBe(
      photo('demo-spinbook.appspot.com'),
    );
  });

  it("takes the site's own pictures (the seed's, the fallbacks) as photo and cover (issue 38)", async () => {
    const p = await person('dj-app-seed-photo', 'client');
    const pictures = {
      photoUrl: '/seed/djs/photo-01.webp',
      coverImageUrl: '/images/cover-fallback.webp',
    };
    expect(await codeOf(p.call('submitDjApplication', application(pictures)))).toBe('ok');
    expect(await codeOf(p.call('updateDjProfile', application(pictures)))).toBe('ok');
    expect((await adminDb.doc(`djs/${p.user.uid}`).get()).data()).toMatchObject(pictures);
  });

  it('refuses a signed-out caller', async () => {
    const p = await person('dj-app-signed-out');
    await p.auth.signOut();
    expect(await codeOf(p.call('submitDjApplication', application()))).toBe(
      'functions/unauthenticated: User must be authenticated',
    );
  });

  it('limits applications to 3 an hour per user', async () => {
    const p = await person('dj-app-limit', 'client');
    const bad = application({ hourlyRate: 10 });
    // Invalid attempts are refused before they count; valid ones count even when refused later.
    await p.call('submitDjApplication', application());
    await codeOf(p.call('submitDjApplication', application()));
    await codeOf(p.call('submitDjApplication', application()));
    expect(await codeOf(p.call('submitDjApplication', application()))).toBe(
      'functions/resource-exhausted: Too many attempts. Please slow down.',
    );
    expect(await codeOf(p.call('submitDjApplication', bad))).toMatch(/invalid-argument/);
    expect(await securityEventsFor(p.user.uid, 'rate_limit_exceeded')).not.toHaveLength(0);
  });
});

describe('reviewDjApplication', () => {
  const allowed = new Set(DJ_REVIEW_TRANSITIONS.map((t) => `${t.from}:${t.action}`));
  const cases = DJ_STATUSES.flatMap((status) =>
    DJ_REVIEW_ACTIONS.map((action) => [status, action] as [DjStatus, DjReviewAction]),
  );

  it.each(cases)('from %s, %s follows the table', async (status, action) => {
    const applicant = await applicantIn(status);
    const djId = applicant.user.uid;
    const outcome = await codeOf(admin.call('reviewDjApplication', { djId, action }));
    const dj = (await adminDb.doc(`djs/${djId}`).get()).data() ?? {};
    const transition = DJ_REVIEW_TRANSITIONS.find((t) => t.from === status && t.action === action);
    if (allowed.has(`${status}:${action}`) && transition) {
      expect(outcome).toBe('ok');
      expect(dj.status).toBe(transition.to);
      expect(dj.suspendedReason ?? null).toBe(transition.suspendedReason);
      const audit = await adminDb
        .collection('auditLog')
        .where('djId', '==', djId)
        .where('action', '==', action)
        .get();
      expect(audit.docs[0]?.data()).toMatchObject({
        actorUid: admin.user.uid,
        from: status,
        to: transition.to,
        auto: false,
      });
      if (transition.to === 'verified') expect(await roleClaimOf(djId)).toBe('dj');
    } else {
      expect(outcome).toMatch(/^functions\/failed-precondition: A \w+ profile cannot be/);
      expect(dj.status).toBe(status);
    }
  });

  it.each(['client', 'dj'] as const)('refuses a %s caller and records it', async (role) => {
    const applicant = await applicantIn('pending');
    const caller = await person(`dj-app-${role}-caller`, role);
    expect(
      await codeOf(
        caller.call('reviewDjApplication', { djId: applicant.user.uid, action: 'approve' }),
      ),
    ).toBe('functions/permission-denied: Only administrators can do this.');
    expect((await adminDb.doc(`djs/${applicant.user.uid}`).get()).get('status')).toBe('pending');
    expect(await securityEventsFor(caller.user.uid, 'unauthorized_access')).not.toHaveLength(0);
  });

  it('an applicant cannot approve their own application', async () => {
    const applicant = await applicantIn('pending');
    expect(
      await codeOf(
        applicant.call('reviewDjApplication', { djId: applicant.user.uid, action: 'approve' }),
      ),
    ).toMatch(/^functions\/permission-denied/);
  });

  it('an admin cannot reactivate their own suspended profile; another admin can', async () => {
    const applicant = await applicantIn('suspended');
    const djId = applicant.user.uid;
    await grantRole({ auth: adminAuth, db: adminDb }, djId, 'admin');
    await applicant.user.getIdToken(true);
    expect(
      await codeOf(applicant.call('reviewDjApplication', { djId, action: 'reactivate' })),
    ).toBe(`functions/permission-denied: ${OWN_CASE}`);
    expect((await adminDb.doc(`djs/${djId}`).get()).get('status')).toBe('suspended');
    const events = await securityEventsFor(djId, 'unauthorized_access');
    expect(events.map((e) => e.details)).toContainEqual({
      action: 'reviewDjApplication',
      reason: 'own_case',
      djId,
    });
    // Control: another administrator decides the same case.
    expect(await codeOf(admin.call('reviewDjApplication', { djId, action: 'reactivate' }))).toBe(
      'ok',
    );
    expect((await adminDb.doc(`djs/${djId}`).get()).get('status')).toBe('verified');
  });

  it('refuses bad input and unknown profiles', async () => {
    expect(
      await codeOf(admin.call('reviewDjApplication', { djId: 'x', action: 'approve' })),
    ).toMatch(/^functions\/invalid-argument/);
    expect(
      await codeOf(admin.call('reviewDjApplication', { djId: 'A'.repeat(28), action: 'ban' })),
    ).toMatch(/^functions\/invalid-argument/);
    expect(
      await codeOf(admin.call('reviewDjApplication', { djId: 'A'.repeat(28), action: 'approve' })),
    ).toBe('functions/not-found: DJ profile not found.');
  });
});

describe('auto-accept', () => {
  afterEach(async () => {
    await admin.call('setAutoAccept', { enabled: false });
  });

  it('turning it on approves every pending application, each one recorded', async () => {
    const a = await applicantIn('pending');
    const b = await applicantIn('pending');
    const result = await admin.call<{ enabled: boolean; approved: number }>('setAutoAccept', {
      enabled: true,
    });
    expect(result.enabled).toBe(true);
    expect(result.approved).toBeGreaterThanOrEqual(2);
    for (const p of [a, b]) {
      expect((await adminDb.doc(`djs/${p.user.uid}`).get()).get('status')).toBe('verified');
      expect(await roleClaimOf(p.user.uid)).toBe('dj');
      const audit = await adminDb.collection('auditLog').where('djId', '==', p.user.uid).get();
      expect(audit.docs.map((d) => d.data())).toContainEqual(
        expect.objectContaining({ action: 'auto_accept', auto: true, to: 'verified' }),
      );
    }
    // Only re-applications after a rejection or suspension wait for an admin (other files).
    const pending = await adminDb.collection('djs').where('status', '==', 'pending').get();
    expect(pending.docs.filter((d) => d.get('priorModeration') === undefined)).toHaveLength(0);
    expect((await adminDb.doc('config/platform').get()).get('autoAcceptApplications')).toBe(true);
  });

  it("leaves the switching admin's own application pending for another admin", async () => {
    const self = await applicantIn('pending');
    const other = await applicantIn('pending');
    await grantRole({ auth: adminAuth, db: adminDb }, self.user.uid, 'admin');
    await self.user.getIdToken(true);
    expect(await codeOf(self.call('setAutoAccept', { enabled: true }))).toBe('ok');
    expect((await adminDb.doc(`djs/${self.user.uid}`).get()).get('status')).toBe('pending');
    expect((await adminDb.doc(`djs/${other.user.uid}`).get()).get('status')).toBe('verified');
    // Control: another administrator approves it.
    expect(
      await codeOf(admin.call('reviewDjApplication', { djId: self.user.uid, action: 'approve' })),
    ).toBe('ok');
  });

  it('while it is on, a new application is verified on creation', async () => {
    await admin.call('setAutoAccept', { enabled: true });
    const p = await person('dj-app-auto', 'client');
    const result = await p.call<{ status: string }>('submitDjApplication', application());
    expect(result.status).toBe('verified');
    expect((await adminDb.doc(`djs/${p.user.uid}`).get()).get('status')).toBe('verified');
    expect(await roleClaimOf(p.user.uid)).toBe('dj');
  });

  it('is for admins only', async () => {
    const p = await person('dj-app-auto-client', 'client');
    expect(await codeOf(p.call('setAutoAccept', { enabled: true }))).toMatch(
      /^functions\/permission-denied/,
    );
    expect((await adminDb.doc('config/platform').get()).get('autoAcceptApplications')).toBe(false);
  });
});

describe('updateDjProfile', () => {
  it('changes the editable fields and their search fields, never the status', async () => {
    const p = await applicantIn('verified');
    await p.call(
      'updateDjProfile',
      application({ hourlyRate: 220, location: 'Seattle, WA', websiteUrl: '' }),
    );
    const dj = (await adminDb.doc(`djs/${p.user.uid}`).get()).data() ?? {};
    expect(dj).toMatchObject({ hourlyRateCents: 22000, rateDollars: 220, status: 'verified' });
    expect(dj.locationTokens).toContain('seattle');
    expect(dj).not.toHaveProperty('websiteUrl');
  });

  it('refuses status and counters sent by the owner, changing nothing', async () => {
    const p = await applicantIn('pending');
    expect(
      await codeOf(
        p.call('updateDjProfile', { ...application(), status: 'verified', averageRating: 5 }),
      ),
    ).toMatch(/^functions\/invalid-argument/);
    const dj = (await adminDb.doc(`djs/${p.user.uid}`).get()).data() ?? {};
    expect(dj.status).toBe('pending');
    expect(dj.averageRating).toBe(0);
  });

  it('answers "No DJ Profile Found" without a profile', async () => {
    const p = await person('dj-app-none', 'client');
    expect(await codeOf(p.call('updateDjProfile', application()))).toBe(
      'functions/not-found: No DJ Profile Found',
    );
  });
});

describe('deleteDjProfile', () => {
  it('the owner deletes profile and contact, keeps availability; the role returns to client', async () => {
    const p = await applicantIn('pending');
    await admin.call('reviewDjApplication', { djId: p.user.uid, action: 'approve' });
    expect(await roleClaimOf(p.user.uid)).toBe('dj');
    const result = await p.call<{ deleted: boolean; images: string }>('deleteDjProfile', {});
    expect(result).toMatchObject({ deleted: true, images: 'skipped' });
    expect((await adminDb.doc(`djs/${p.user.uid}`).get()).exists).toBe(false);
    expect((await adminDb.doc(`djs/${p.user.uid}/private/contact`).get()).exists).toBe(false);
    // Booked dates belong to bookings, not to the profile (issue 19): the view stays.
    expect((await adminDb.doc(`djAvailability/${p.user.uid}`).get()).exists).toBe(true);
    expect(await roleClaimOf(p.user.uid)).toBe('client');
  });

  it("an admin deletes anyone's profile; others cannot", async () => {
    const p = await applicantIn('verified');
    const other = await person('dj-app-other', 'dj');
    expect(await codeOf(other.call('deleteDjProfile', { djId: p.user.uid }))).toMatch(
      /^functions\/permission-denied/,
    );
    await admin.call('deleteDjProfile', { djId: p.user.uid });
    expect((await adminDb.doc(`djs/${p.user.uid}`).get()).exists).toBe(false);
    const audit = await adminDb.collection('auditLog').where('djId', '==', p.user.uid).get();
    expect(audit.docs.map((d) => d.get('action'))).toContain('delete');
  });
});

describe('updateDisplayName', () => {
  it('updates Auth, users/{uid} and the copies on bookings and reviews', async () => {
    const p = await person('name-change', 'client');
    await adminDb.doc(`bookings/nameChange${p.user.uid.slice(0, 10)}`).set({
      clientUid: p.user.uid,
      clientName: 'Old Name',
      status: 'completed',
    });
    // As submitReview stores it: the public review without the uid, linked in reviewAuthors.
    const reviewId = `review${p.user.uid.slice(0, 10)}`;
    const review = adminDb.doc(`djs/${'B'.repeat(28)}/reviews/${reviewId}`);
    await review.set({ authorName: 'Old Name', rating: 5 });
    await adminDb.doc(`reviewAuthors/nameChange${p.user.uid.slice(0, 10)}`).set({
      authorUid: p.user.uid,
      djId: 'B'.repeat(28),
      reviewId,
    });
    // A review an admin removed keeps its link: the rename skips it.
    await adminDb.doc(`reviewAuthors/nameGone${p.user.uid.slice(0, 10)}`).set({
      authorUid: p.user.uid,
      djId: 'B'.repeat(28),
      reviewId: `gone${p.user.uid.slice(0, 10)}`,
    });
    await p.call('updateDisplayName', { displayName: '  New <b>Name</b>  ' });
    expect((await adminAuth.getUser(p.user.uid)).displayName).toBe('New bName/b');
    expect((await adminDb.doc(`users/${p.user.uid}`).get()).get('displayName')).toBe('New bName/b');
    expect(
      (await adminDb.doc(`bookings/nameChange${p.user.uid.slice(0, 10)}`).get()).get('clientName'),
    ).toBe('New bName/b');
    expect((await review.get()).get('authorName')).toBe('New bName/b');
    expect(
      (await adminDb.doc(`djs/${'B'.repeat(28)}/reviews/gone${p.user.uid.slice(0, 10)}`).get())
        .exists,
    ).toBe(false);
  });

  it('refuses an empty name', async () => {
    const p = await person('name-empty', 'client');
    expect(await codeOf(p.call('updateDisplayName', { displayName: '   ' }))).toMatch(
      /^functions\/invalid-argument/,
    );
  });
});

describe('lookupUser', () => {
  it('finds a user by e-mail with their role, for admins only', async () => {
    const p = await person('lookup-me', 'client');
    const found = await admin.call<{ uid: string; role: string }>('lookupUser', {
      email: p.email.toUpperCase(),
    });
    expect(found).toMatchObject({ found: true, uid: p.user.uid, role: 'client' });
    expect(await admin.call('lookupUser', { email: 'nobody-here@example.test' })).toEqual({
      found: false,
      email: 'nobody-here@example.test',
      message: 'No user found with that email.',
    });
    expect(await codeOf(p.call('lookupUser', { email: p.email }))).toMatch(
      /^functions\/permission-denied/,
    );
  });
});
