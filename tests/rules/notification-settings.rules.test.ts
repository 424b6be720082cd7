// Security rules for users/{uid}/settings/notifications: what a person is told, on which
// channel, and their quiet hours (issue 40; src/domain/notification-preferences.ts). Only the
// owner reads and writes it, always whole; the server reads it before every push and e-mail.
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
} from '../../src/domain/notification-preferences';
import { omit, PAST, world } from './fixtures';
import { describeMatrix, expectOutcome, setupRulesEnv, type Matrix } from './helpers';

const QUIET = { start: '22:00', end: '07:00', timeZone: 'Europe/Berlin' };

/** What the settings screen saves (save-notification-settings.ts): every field, every time. */
const settings = (overrides: DocumentData = {}): DocumentData => ({
  push: { ...DEFAULT_NOTIFICATION_PREFERENCES.push },
  email: { ...DEFAULT_NOTIFICATION_PREFERENCES.email, payouts: false },
  quietHours: QUIET,
  updatedAt: serverTimestamp(),
  ...overrides,
});

const SEEDED = 'users/client1/settings/notifications';
const rules = setupRulesEnv(() => ({
  ...world(),
  [SEEDED]: { ...settings(), updatedAt: PAST },
  'users/client2/settings/notifications': { ...settings(), updatedAt: PAST },
}));

const mine = (db: Firestore, id = 'notifications') => doc(db, 'users', 'client1', 'settings', id);
const owner = () => rules.as('client');
const save = (data: DocumentData) => setDoc(mine(owner()), data);
const NONE = { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' } as const;

// Target: client1's settings. List: client1's settings collection (nothing lists it: the app
// reads the one document by id). Create: the first save, after the seeded one is removed.
const MATRIX: Matrix = {
  signedOut: NONE,
  client: { get: 'allow', list: 'deny', create: 'allow', update: 'allow', delete: 'deny' },
  otherClient: NONE,
  djOwner: NONE,
  otherDj: NONE,
  admin: NONE,
};

describeMatrix('users/{uid}/settings/{settingId}', rules, MATRIX, {
  get: (db) => getDoc(mine(db)),
  list: (db) => getDocs(collection(db, 'users', 'client1', 'settings')),
  create: async (db) => {
    await rules.withoutRules((admin) => deleteDoc(mine(admin)));
    return setDoc(mine(db), settings());
  },
  update: (db) => setDoc(mine(db), settings({ quietHours: null })),
  delete: (db) => deleteDoc(mine(db)),
});

describe('settings: the document', () => {
  it('is one, named notifications: no other settings document', async () => {
    await expectOutcome('deny', setDoc(mine(owner(), 'email'), settings()));
    await expectOutcome('deny', setDoc(mine(owner(), 'Notifications'), settings()));
  });

  it('is always whole: a write that drops or adds a field is refused', async () => {
    for (const field of ['push', 'email', 'quietHours', 'updatedAt']) {
      await expectOutcome('deny', save(omit(settings(), field)));
    }
    await expectOutcome(
      'deny',
      save(settings({ sms: { ...DEFAULT_NOTIFICATION_PREFERENCES.push } })),
    );
    // The rules judge the document the write leaves: an update may change one switch, dated
    // now, and may not remove one.
    await expectOutcome(
      'allow',
      updateDoc(mine(owner()), { 'push.messages': false, updatedAt: serverTimestamp() }),
    );
    await expectOutcome(
      'deny',
      updateDoc(mine(owner()), { 'push.messages': deleteField(), updatedAt: serverTimestamp() }),
    );
    await expectOutcome('deny', updateDoc(mine(owner()), { 'push.messages': false }));
  });

  it('is dated now: a back-dated or missing updatedAt is refused', async () => {
    await expectOutcome('deny', save(settings({ updatedAt: PAST })));
    await expectOutcome('deny', save(settings({ updatedAt: new Date() })));
  });

  it('everything off is a choice the rules respect', async () => {
    const off = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, false]));
    await expectOutcome('allow', save(settings({ push: off, email: off, quietHours: null })));
  });

  it('another person cannot change what someone is told', async () => {
    await expectOutcome(
      'deny',
      setDoc(doc(owner(), 'users', 'client2', 'settings', 'notifications'), settings()),
    );
    await expectOutcome(
      'deny',
      getDoc(doc(owner(), 'users', 'client2', 'settings', 'notifications')),
    );
  });
});

// The kinds and channels come from the domain's lists, so a new kind gets its cases here.
describe.each(NOTIFICATION_CHANNELS)('settings: the %s switches', (channel) => {
  const switches = DEFAULT_NOTIFICATION_PREFERENCES[channel];

  it.each(NOTIFICATION_KINDS)('needs %s, as true or false', async (kind) => {
    await expectOutcome('deny', save(settings({ [channel]: omit(switches, kind) })));
    await expectOutcome('deny', save(settings({ [channel]: { ...switches, [kind]: 'yes' } })));
    await expectOutcome('deny', save(settings({ [channel]: { ...switches, [kind]: 1 } })));
    await expectOutcome('deny', save(settings({ [channel]: { ...switches, [kind]: null } })));
    await expectOutcome('allow', save(settings({ [channel]: { ...switches, [kind]: false } })));
  });

  it('knows no other kind, and is a map', async () => {
    await expectOutcome('deny', save(settings({ [channel]: { ...switches, marketing: true } })));
    await expectOutcome('deny', save(settings({ [channel]: true })));
    await expectOutcome('deny', save(settings({ [channel]: [...NOTIFICATION_KINDS] })));
  });
});

describe('settings: quiet hours', () => {
  it('are none, or a start and an end in a zone', async () => {
    await expectOutcome('allow', save(settings({ quietHours: null })));
    await expectOutcome('allow', save(settings({ quietHours: QUIET })));
    await expectOutcome(
      'allow',
      save(
        settings({ quietHours: { start: '00:00', end: '23:59', timeZone: 'America/New_York' } }),
      ),
    );
    await expectOutcome(
      'allow',
      save(settings({ quietHours: { ...QUIET, timeZone: 'Etc/GMT+10' } })),
    );
  });

  it.each<[string, unknown]>([
    ['the same start and end', { ...QUIET, end: '22:00' }],
    ['an hour past 23', { ...QUIET, start: '24:00' }],
    ['minutes past 59', { ...QUIET, end: '07:60' }],
    ['a time without its leading zero', { ...QUIET, end: '7:00' }],
    ['a time with seconds', { ...QUIET, start: '22:00:00' }],
    ['a time that is a number', { ...QUIET, start: 2200 }],
    ['no zone', omit(QUIET, 'timeZone')],
    ['an empty zone', { ...QUIET, timeZone: '' }],
    ['a zone with spaces', { ...QUIET, timeZone: 'Europe/New York' }],
    ['a zone over 64 characters', { ...QUIET, timeZone: `Europe/${'x'.repeat(60)}` }],
    ['a zone with markup', { ...QUIET, timeZone: '<b>UTC</b>' }],
    ['a key of its own', { ...QUIET, days: ['sat'] }],
    ['a list', ['22:00', '07:00']],
    ['a text', '22:00-07:00'],
  ])('refuse %s', async (_, quietHours) => {
    await expectOutcome('deny', save(settings({ quietHours })));
  });
});
