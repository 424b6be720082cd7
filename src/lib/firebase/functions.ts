import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { firebaseApp } from './app';
import { EMULATOR_PORTS, emulatorHost, FUNCTIONS_REGION, usesEmulators } from './config';

export const functions: Functions = getFunctions(firebaseApp, FUNCTIONS_REGION);

if (usesEmulators) {
  connectFunctionsEmulator(functions, emulatorHost(), EMULATOR_PORTS.functions);
}
