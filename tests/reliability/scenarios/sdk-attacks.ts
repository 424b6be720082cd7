// Direct-SDK attacks: a scripted attacker signs in through the web SDK (a client, a client
// who signed up as a DJ, an account mid sign-up, and signed out) and makes every write and
// read the security rules must refuse: role escalation, self-verification, price edits,
// booking forgery, reading others' bookings and chats, message spoofing, event hijacking,
// forged reviews and writes to server-only collections. Every attempt must be refused with
// permission-denied, and afterwards (Admin SDK) no document the attacks named has changed
// and no write at all happened in any of the app's collections. Controls first show the
// attackers are signed in as who they claim (their own reads succeed), and afterwards that a
// legitimate write through the same app still goes through.
import { doc, serverTimestamp, setDoc, setLogLevel, updateDoc } from 'firebase/firestore';
import { eventually, tally, type Scenario, type ScenarioContext } from '../lib/harness';
import { attackList } from '../lib/attack-list';
import { legitimateReads } from '../lib/attack-list-reads';
import { buildWorld } from '../lib/attack-world';
import {
  attempt,
  CATEGORIES,
  changedDocs,
  handsOf,
  isDocPath,
  signedOutApp,
  snapshotDocs,
  type AttemptResult,
} from '../lib/attacker';
import { PASSWORD, randomId, signedInApp, type SignedInApp } from '../lib/people';
import { watchWrites } from '../lib/write-watch';

/**
 * The requestedRole trick the rules cannot see: an account that already holds the client
 * claim but has no users document writes the sign-up shape with requestedRole 'dj'. The rules
 * allow the document; the sign-up trigger must keep the claim it found.
 */
async function lateSignUp(ctx: ScenarioContext): Promise<void> {
  const uid = randomId(28);
  const email = `late-${uid.slice(0, 8).toLowerCase()}@reliability.test`;
  await ctx.auth.createUser({ uid, email, password: PASSWORD, displayName: 'Late' });
  await ctx.auth.setCustomUserClaims(uid, { role: 'client' });
  let app: SignedInApp | undefined;
  try {
    app = await signedInApp({ uid, email, name: 'Late', role: 'client', idToken: '' });
    const now = serverTimestamp();
    await setDoc(doc(app.db, `users/${uid}`), {
      displayName: 'Late',
      email,
      requestedRole: 'dj',
      createdAt: now,
      updatedAt: now,
    });
  } finally {
    await app?.close();
  }
  // The trigger mirrors the claim it kept into the document: wait for that, then look.
  const mirrored = await eventually(async () => {
    const role = (await ctx.db.doc(`users/${uid}`).get()).get('role') as unknown;
    return typeof role === 'string' ? role : undefined;
  }, 20_000);
  const claim = (await ctx.auth.getUser(uid)).customClaims?.role as unknown;
  ctx.figures.requests += 1;
  if (claim === 'client' && mirrored === 'client') ctx.figures.refusals += 1;
  else ctx.figures.successes += 1;
  ctx.check(
    'role escalation: a client re-creating its users doc with requestedRole dj stays a client',
    claim === 'client' && mirrored === 'client',
    `claim ${String(claim)}, users doc role ${String(mirrored)}`,
  );
}

export const scenario: Scenario = {
  id: 'sdk-attacks',
  title: 'Direct-SDK attacks',
  describe: () =>
    'a client, a client signed up as a DJ, an account mid sign-up and a signed-out visitor ' +
    'try every write and read the rules must refuse, through the web SDK; none may succeed ' +
    'and nothing may change',
  run: async (ctx) => {
    const f = ctx.figures;
    const world = await buildWorld(ctx);
    const [client, dj, fresh] = await Promise.all([
      signedInApp(world.client),
      signedInApp(world.dj),
      signedInApp(world.fresh),
    ]);
    const anon = signedOutApp();
    // Every refusal is expected: keep the SDK from logging each one.
    setLogLevel('silent');
    try {
      const hands = {
        c: handsOf(client.db),
        d: handsOf(dj.db),
        f: handsOf(fresh.db),
        anon: handsOf(anon.db),
      };
      const controls = await Promise.all(legitimateReads(world, hands).map(attempt));
      const blocked = controls.filter((r) => r.outcome !== 'got-through');
      ctx.check(
        `controls: the attackers' own ${controls.length} legitimate reads succeed`,
        blocked.length === 0,
        blocked.map((r) => `${r.attack.name}: ${r.outcome} ${r.detail}`).join('; '),
      );
      const attacks = attackList(world, hands);
      const targets = [...world.paths, ...attacks.map((a) => a.path).filter(isDocPath)];
      const before = await snapshotDocs(ctx.db, targets);
      const watch = await watchWrites(ctx.db);
      const started = Date.now();
      const results: AttemptResult[] = [];
      for (const attack of attacks) results.push(await attempt(attack));
      const attackMs = Date.now() - started;
      await watch.settle(1500);
      watch.stop();
      const after = await snapshotDocs(ctx.db, targets);

      f.requests += results.length;
      f.successes += results.filter((r) => r.outcome === 'got-through').length;
      f.refusals += results.filter((r) => r.outcome === 'refused').length;
      f.notes.push(
        `${results.length} attacks in ${attackMs} ms → ${tally(results.map((r) => r.outcome))}`,
      );
      for (const category of CATEGORIES) {
        const mine = results.filter((r) => r.attack.category === category);
        const through = mine.filter((r) => r.outcome === 'got-through');
        const odd = mine.filter((r) => r.outcome !== 'got-through' && r.outcome !== 'refused');
        f.notes.push(
          `${category}: ${mine.length} attempts, ${mine.length - through.length - odd.length} refused` +
            (through.length ? `, ${through.length} GOT THROUGH` : '') +
            (odd.length ? `, ${odd.length} other errors` : ''),
        );
        ctx.check(
          `${category}: 0 of ${mine.length} succeeded`,
          through.length === 0,
          through.map((r) => r.attack.name).join('; '),
        );
        ctx.check(
          `${category}: every refusal is permission-denied`,
          odd.length === 0,
          odd.map((r) => `${r.attack.name}: ${r.outcome} ${r.detail}`).join('; '),
        );
      }

      const changed = changedDocs(before, after);
      ctx.check(
        `none of the ${before.size} documents named by the attacks or seeded for the victims changed`,
        changed.length === 0,
        changed.join(', '),
      );
      ctx.check(
        'no write anywhere in the app’s collections while the attacks ran',
        watch.writes.length === 0,
        watch.writes.map((w) => `${w.change} ${w.path}`).join(', '),
      );
      f.lost += changed.filter((p) => after.get(p) === 'absent').length;

      // The same app can still write what it may: the attacker reads the DJ's message.
      const receipt = await attempt({
        category: 'message spoofing',
        name: 'control: mark a message to me read',
        path: world.message.toAttacker,
        run: () =>
          updateDoc(doc(client.db, world.message.toAttacker), { readAt: serverTimestamp() }),
      });
      const seen = await snapshotDocs(ctx.db, [world.message.toAttacker]);
      const noticed = seen.get(world.message.toAttacker) !== after.get(world.message.toAttacker);
      ctx.check(
        'control: a legitimate read receipt from the same app goes through, and the change check sees it',
        receipt.outcome === 'got-through' && noticed,
        receipt.outcome !== 'got-through'
          ? `${receipt.outcome} ${receipt.detail}`
          : noticed
            ? undefined
            : 'the write was not noticed',
      );
      await lateSignUp(ctx);
    } finally {
      setLogLevel('info'); // the SDK's default
      await Promise.all([client.close(), dj.close(), fresh.close(), anon.close()]);
    }
  },
};
