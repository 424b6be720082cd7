import { useCallback, useState } from 'react';
import { putOffKey } from '../model/push-prompt';

function read(key: string): boolean {
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/**
 * A prompt's "Not now", remembered on this device (not per person: it is this phone's owner
 * who said it), per place the prompt shows.
 */
export function usePutOff(place: string): [boolean, () => void] {
  const key = putOffKey(place);
  const [putOff, setPutOff] = useState(() => read(key));
  const putOffNow = useCallback(() => {
    setPutOff(true);
    try {
      window.localStorage.setItem(key, new Date().toISOString());
    } catch {
      // Kept for this page only where storage is blocked.
    }
  }, [key]);
  return [putOff, putOffNow];
}
