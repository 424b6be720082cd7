// The /testing page's server calls (admin-only callables, see functions/src/callable/system-health.ts and demo-functions/src/demo-data-tools.ts).
export { clearDemoData, seedDemoData, systemHealth } from '../../../lib/firebase/callables';
export type { HealthCheck, SystemHealth } from '../../../domain/system-tools';
export { callableErrorMessage } from '../../../lib/firebase/callable-error';
export { firebaseConfig, usesEmulators } from '../../../lib/firebase/config';
