import { useEffect, useState } from 'react';
import { isStorageAvailable } from '../api/storage-availability';

export type StorageAvailability = 'checking' | 'available' | 'unavailable';

export function useStorageAvailable(): StorageAvailability {
  const [state, setState] = useState<StorageAvailability>('checking');
  useEffect(() => {
    let active = true;
    void isStorageAvailable().then((ok) => {
      if (active) setState(ok ? 'available' : 'unavailable');
    });
    return () => {
      active = false;
    };
  }, []);
  return state;
}
