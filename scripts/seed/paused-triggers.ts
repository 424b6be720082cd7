/**
 * Bulk seeding with the Functions emulator's background triggers paused.
 *
 * Every djAvailability write starts onAvailabilityWritten, which in the emulator costs about
 * 11 ms even when it finds nothing to do: 2,000 synthetic DJs left a 23 s backlog that later
 * triggers (and tests waiting on them) queued behind. The seed writes djs.bookedDates in step
 * itself, so the triggers would only confirm it. Outside the emulator this does nothing.
 */

async function setBackgroundTriggers(hub: string, enabled: boolean): Promise<boolean> {
  const action = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  try {
    const res = await fetch(`http://${hub}/functions/${action}`, { method: 'PUT' });
    return res.ok;
  } catch {
    // No Emulator Hub (or no Functions emulator): there are no triggers to pause.
    return false;
  }
}

/**
 * Below this many trigger-starting writes, pausing costs more than it saves: the emulator
 * takes about 10 s to answer enableBackgroundTriggers (it reloads the triggers), the time of
 * some 900 onAvailabilityWritten runs. A 30-DJ seed spent 22 of its 23 s on the two pauses.
 */
export const PAUSE_TRIGGERS_FROM = 1_000;

/**
 * Runs `work`, which makes `triggeringWrites` writes that start triggers, with background
 * triggers paused when it writes to the Firestore emulator and there are enough of them.
 */
export async function withTriggersPaused<T>(
  triggeringWrites: number,
  work: () => Promise<T>,
): Promise<T> {
  if (!process.env.FIRESTORE_EMULATOR_HOST || triggeringWrites < PAUSE_TRIGGERS_FROM) return work();
  // firebase-tools tells the functions it runs where their hub is; a script run beside a
  // moved emulator set (SPINBOOK_EMULATOR_PORT_OFFSET) must not pause the triggers of the
  // set on the default ports, which another suite may be using at that moment.
  const offset = Number(process.env.SPINBOOK_EMULATOR_PORT_OFFSET ?? 0) || 0;
  const hub = process.env.FIREBASE_EMULATOR_HUB ?? `127.0.0.1:${4400 + offset}`;
  const paused = await setBackgroundTriggers(hub, false);
  try {
    return await work();
  } finally {
    if (paused) await setBackgroundTriggers(hub, true);
  }
}
