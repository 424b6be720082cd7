// Where the loopback FCM (scripts/lib/fcm-loopback.ts) listens beside the emulators, moved by
// SPINBOOK_EMULATOR_PORT_OFFSET as their ports are. Scripts may not import the functions (the
// lint boundary of decision 0018), so the script repeats the number;
// tests/functions/fcm-v1-sender-config.unit.test.ts keeps the two equal.
export const FCM_LOOPBACK_PORT = 9399;
