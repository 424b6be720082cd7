import { PUSH_DEVICE_STORAGE_KEY } from '../../../lib/clear-user-data';
import { ensureDeviceId, storedDeviceId } from '../model/device';

/**
 * This browser's device id, kept in localStorage (made the first time push is turned on here,
 * kept across sign-outs), as a tiny store: the screens that show "This device" learn at once
 * when turning push on made it.
 */

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked (a privacy mode): push cannot be remembered, so it is never "on" here.
    return null;
  }
}

export function thisDeviceId(): string | null {
  const store = storage();
  return store ? storedDeviceId(store, PUSH_DEVICE_STORAGE_KEY) : null;
}

/** The id, made now if this browser has none. Throws where storage is blocked. */
export function thisDeviceIdOrNew(): string {
  const store = storage();
  if (!store) throw new Error('This browser does not keep data for Spinbook');
  const before = storedDeviceId(store, PUSH_DEVICE_STORAGE_KEY);
  const id = ensureDeviceId(store, PUSH_DEVICE_STORAGE_KEY);
  if (id !== before) listeners.forEach((listener) => listener());
  return id;
}

export function subscribeThisDeviceId(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
