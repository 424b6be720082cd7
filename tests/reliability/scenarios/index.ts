// The scenarios, in the order the suite runs them (cheapest first; the emulator restart last).
import type { Scenario } from '../lib/harness';
import { scenario as chatLoad } from './chat-load';
import { scenario as chatRestart } from './chat-restart';
import { scenario as doubleBooking } from './double-booking';
import { scenario as hostileLogic } from './hostile-logic';
import { scenario as hostilePayloads } from './hostile-payloads';
import { scenario as sdkAttacks } from './sdk-attacks';
import { scenario as transitionFaults } from './transition-faults';
import { scenario as webhookStorm } from './webhook-storm';

export const SCENARIOS: readonly Scenario[] = [
  doubleBooking,
  webhookStorm,
  transitionFaults,
  sdkAttacks,
  hostilePayloads,
  hostileLogic,
  chatLoad,
  chatRestart,
];
