import { doc } from 'firebase/firestore';
import { readOnlyConverter, useLiveDoc } from '../../../lib/firebase/live-data';
import { type LiveDoc } from '../../../lib/firebase/live-states';

export interface PlatformConfig {
  autoAcceptApplications: boolean;
}

const platformConverter = readOnlyConverter((_id, data): PlatformConfig => ({
  autoAcceptApplications: data.autoAcceptApplications === true,
}));

/** config/platform, live (admins only). */
export function usePlatformConfig(): LiveDoc<PlatformConfig> {
  return useLiveDoc('config/platform', (db) =>
    doc(db, 'config', 'platform').withConverter(platformConverter),
  );
}
