// The /testing page's server calls (admin-only callables, see functions/src/callable/system-health.ts and demo-functions/src/demo-data-tools.ts).
export {
  clearDemoData,
  demoDataPlan,
  seedDemoData,
  seedDemoEvents,
  systemHealth,
} from '../../../lib/firebase/callables';
export type { HealthCheck, SeedPlan, SystemHealth } from '../../../domain/system-tools';
export {
  clearReport,
  seedDescription,
  seedEventsReport,
  seedReport,
} from '../../../domain/system-tools';
export { callableErrorMessage } from '../../../lib/firebase/callable-error';
export { firebaseConfig, usesEmulators } from '../../../lib/firebase/config';
