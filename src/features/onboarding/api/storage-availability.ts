import { emulatorHost, usesEmulators } from '../../../lib/firebase/config';

/**
 * Whether photo uploads can work here. In production Storage is assumed to
 * be there. Under the emulators it often is not (the Storage emulator needs a
 * download that fails offline), so we ask the emulator hub which emulators
 * are running instead of touching port 9199: a refused connection would log
 * a network error in the console on every visit, the hub answers with CORS.
 */
const EMULATOR_HUB_PORT = 4400;
const PROBE_TIMEOUT_MS = 2500;

let probe: Promise<boolean> | null = null;

async function askEmulatorHub(): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
  try {
    const response = await fetch(`http://${emulatorHost()}:${EMULATOR_HUB_PORT}/emulators`, {
      signal: controller.signal,
      cache: 'no-store',
    });
    if (!response.ok) return false;
    const running: unknown = await response.json();
    return typeof running === 'object' && running !== null && 'storage' in running;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Asked once per page load; every upload field shares the answer. */
export function isStorageAvailable(): Promise<boolean> {
  probe ??= usesEmulators ? askEmulatorHub() : Promise.resolve(true);
  return probe;
}
