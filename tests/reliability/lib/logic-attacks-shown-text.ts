// Hostile logic, what readers are shown (decision 0030). Invariant 11: contact details
// written as character references are refused wherever another person reads the text, since
// the bio sanitiser decodes them for the reader (`&#52;&#49;&#53;…` is a phone number on the
// public profile). Invariant 12: no one poses as the platform, with a look-alike letter
// ("Spіnbook Support", Cyrillic і) or at sign-up, where no form but the browser's checked.
// Each has clean controls: an ampersand in a bio, ordinary non-Latin names.
import { randomBytes } from 'node:crypto';
import { newMessageId } from '../../../src/domain/chat';
import { bioToPlainText } from '../../../src/domain/sanitize';
import { FALLBACK_DISPLAY_NAME } from '../../../src/domain/sign-up-name';
import { eventually, type ScenarioContext } from './harness';
import { refusedCall, succeeded, type LogicKit, type Verdict } from './logic-attacks-kit';
import {
  book,
  djForm,
  isoDate,
  messageMailLanded,
  seedBooking,
  submitReview,
} from './logic-attacks-world';
import { call, newPerson, newVerifiedDj, type Person } from './people';

/** `text` as decimal references, one per character: `&#52;&#49;&#53;…`. */
const decimal = (text: string) => [...text].map((ch) => `&#${ch.codePointAt(0) ?? 0};`).join('');

/** Contact details as a reader is shown them once the references are decoded. */
export const ENCODED_PHONE = decimal('415 555 0123');
export const ENCODED_EMAILS = {
  'decimal references': 'jane&#64;gmail&#46;com',
  'hex references': 'jane&#x40;gmail&#x2E;com',
  'named references (&commat; &period;)': 'jane&commat;gmail&period;com',
  'references escaped twice (&amp;#64;)': 'jane&amp;#64;gmail&amp;#46;com',
};

/** "Spinbook Support" with a Cyrillic і (U+0456): NFKC leaves it as it is. */
export const LOOKALIKE_STAFF = 'Sp\u0456nbook Support';

const sendMessage = (person: Person, bookingId: string, content: string) =>
  call(
    'sendMessage',
    { bookingId, messageId: newMessageId((n) => new Uint8Array(randomBytes(n))), content },
    person,
  );

const bioOf = async (ctx: ScenarioContext, uid: string): Promise<string> =>
  String((await ctx.db.doc(`djs/${uid}`).get()).get('bio') ?? '');

export async function shownTextIsModerated(
  ctx: ScenarioContext,
  kit: LogicKit,
  round: number,
): Promise<void> {
  // In a setup step, so the sign-up trigger's writes land before the first attack's window.
  const [dj, client, applicant] = await kit.setup(() =>
    Promise.all([
      newVerifiedDj(ctx, `Encoded DJ ${round}`),
      newPerson(ctx, 'client', `Encoded client ${round}`),
      newPerson(ctx, 'client', `Encoded applicant ${round}`),
    ]),
  );
  const refused = (what: string, run: () => ReturnType<typeof call>) =>
    kit.attack(11, `round ${round}: ${what}`, async () => refusedCall(await run()));

  await refused('a bio with a phone number as decimal references (application)', () =>
    call(
      'submitDjApplication',
      djForm(applicant.name, { bio: `<p>Bookings: ${ENCODED_PHONE}</p>` }),
      applicant,
    ),
  );
  for (const [how, email] of Object.entries(ENCODED_EMAILS)) {
    await refused(`a bio with an e-mail address as ${how} (profile edit)`, () =>
      call('updateDjProfile', djForm(dj.name, { bio: `<p>Write: ${email}</p>` }), dj),
    );
  }
  await refused('a DJ name with an e-mail address as decimal references', () =>
    call('updateDjProfile', djForm(`DJ ${ENCODED_EMAILS['decimal references']}`), dj),
  );
  await refused('a display name with an e-mail address as named references', () =>
    call(
      'updateDisplayName',
      { displayName: ENCODED_EMAILS['named references (&commat; &period;)'] },
      client,
    ),
  );
  await kit.control(
    11,
    `round ${round}: a bio with an ampersand ("Drum & bass") is accepted and shown as typed`,
    async () => {
      const answer = await call(
        'updateDjProfile',
        djForm(dj.name, { bio: '<p>Drum & bass, R&amp;B</p>' }),
        dj,
      );
      if (!answer.ok) return succeeded(answer);
      const shown = bioToPlainText(await bioOf(ctx, dj.uid));
      return shown === 'Drum & bass, R&B'
        ? { refused: false }
        : { refused: true, detail: `shown as ${JSON.stringify(shown)}` };
    },
  );

  const bookingId = await kit.setup(() =>
    seedBooking(ctx, client, dj, 'confirmed', isoDate(120 + round)),
  );
  await refused('a chat message with a phone number as decimal references', () =>
    sendMessage(client, bookingId, `My number: ${ENCODED_PHONE}`),
  );
  await refused('a chat message with an e-mail address escaped twice', () =>
    sendMessage(client, bookingId, ENCODED_EMAILS['references escaped twice (&amp;#64;)']),
  );
  await kit.control(11, `round ${round}: a chat message with an ampersand`, async () => {
    const answer = await sendMessage(client, bookingId, 'Drum & bass after 11?');
    if (answer.ok) await messageMailLanded(ctx, bookingId, dj.uid);
    return succeeded(answer);
  });

  const done = await kit.setup(() =>
    seedBooking(ctx, client, dj, 'completed', isoDate(-40 - round)),
  );
  await refused('a review comment with an e-mail address as hex references', () =>
    submitReview(client, dj.uid, done, {
      rating: 5,
      comment: `Great! ${ENCODED_EMAILS['hex references']}`,
    }),
  );
  await kit.control(11, `round ${round}: a review comment with an ampersand`, async () =>
    succeeded(await submitReview(client, dj.uid, done, { rating: 5, comment: 'Drum & bass!' })),
  );
}

/** Waits for the sign-up trigger to settle the new account's name; returns it. */
async function settledName(ctx: ScenarioContext, person: Person): Promise<string> {
  const read = async () =>
    String((await ctx.db.doc(`users/${person.uid}`).get()).get('displayName') ?? '');
  const changed = await eventually(
    async () => ((await read()) !== person.name ? true : undefined),
    10_000,
  );
  // An ordinary name never changes: the wait ends at the deadline, as it should.
  return changed ? read() : person.name;
}

/** The client books the DJ; the name the DJ is shown on the booking. */
async function nameTheDjSees(
  ctx: ScenarioContext,
  client: Person,
  dj: Person,
  eventDate: string,
): Promise<Verdict & { shown?: string }> {
  const { outcome, bookingId } = await book(client, dj.uid, eventDate);
  if (!outcome.ok || !bookingId) return { ...succeeded(outcome), error: true };
  const shown = String((await ctx.db.doc(`bookings/${bookingId}`).get()).get('clientName'));
  return { refused: false, shown };
}

export async function noOnePosesAsStaff(
  ctx: ScenarioContext,
  kit: LogicKit,
  round: number,
): Promise<void> {
  // In a setup step: the sign-up trigger's write to each users/{uid} lands before the first
  // attack's window opens (on a busy machine it once landed inside the rename's).
  const [dj, renamer, applicant, cleanApplicant] = await kit.setup(() =>
    Promise.all([
      newVerifiedDj(ctx, `Staff-name DJ ${round}`),
      newPerson(ctx, 'client', `Renamer ${round}`),
      newPerson(ctx, 'client', `Look-alike applicant ${round}`),
      newPerson(ctx, 'client', `Dmitry ${round}`),
    ]),
  );
  await kit.attack(12, `round ${round}: a display name "${LOOKALIKE_STAFF}"`, async () =>
    refusedCall(await call('updateDisplayName', { displayName: LOOKALIKE_STAFF }, renamer)),
  );
  await kit.control(12, `round ${round}: the display name "Дмитрий Соколов"`, async () =>
    succeeded(await call('updateDisplayName', { displayName: 'Дмитрий Соколов' }, renamer)),
  );
  await kit.attack(12, `round ${round}: a DJ name "${LOOKALIKE_STAFF}" (application)`, async () =>
    refusedCall(await call('submitDjApplication', djForm(LOOKALIKE_STAFF), applicant)),
  );
  await kit.attack(12, `round ${round}: a DJ name "${LOOKALIKE_STAFF}" (profile edit)`, async () =>
    refusedCall(await call('updateDjProfile', djForm(LOOKALIKE_STAFF), dj)),
  );
  await kit.control(12, `round ${round}: the DJ name "José Núñez" (application)`, async () =>
    succeeded(await call('submitDjApplication', djForm('José Núñez'), cleanApplicant)),
  );

  // Sign-up: the browser writes users/{uid} itself; the rules refuse only contact shapes.
  const signUps = [
    ['a reserved name', 'Spinbook Support'],
    ['a look-alike', LOOKALIKE_STAFF],
  ] as const;
  for (const [index, [label, name]] of signUps.entries()) {
    const client = await kit.setup(async () => {
      const person = await newPerson(ctx, 'client', name);
      await settledName(ctx, person);
      return person;
    });
    await kit.attack(
      12,
      `round ${round}: a client signs up as ${label} ("${name}") and books: the DJ sees it`,
      async () => {
        const seen = await nameTheDjSees(ctx, client, dj, isoDate(130 + 3 * round + index));
        if (seen.error || seen.shown === undefined) return seen;
        return {
          refused: seen.shown === FALLBACK_DISPLAY_NAME,
          detail: `the DJ sees ${JSON.stringify(seen.shown)}`,
        };
      },
      // The booking is the legitimate part; the refusal is the name on it.
      { contained: true },
    );
  }
  const ordinary = await kit.setup(async () => {
    const person = await newPerson(ctx, 'client', 'José Núñez');
    await settledName(ctx, person);
    return person;
  });
  await kit.control(
    12,
    `round ${round}: a client who signs up as "José Núñez" is shown to the DJ by that name`,
    async () => {
      const seen = await nameTheDjSees(ctx, ordinary, dj, isoDate(140 + 3 * round));
      if (seen.error || seen.shown === undefined) return { refused: true, detail: seen.detail };
      return seen.shown === ordinary.name
        ? { refused: false }
        : { refused: true, detail: `the DJ sees ${JSON.stringify(seen.shown)}` };
    },
  );
}
