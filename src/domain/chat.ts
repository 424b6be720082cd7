/**
 * Booking chat (operations-side spec, sections 2–9; docs/messaging.md): who
 * may talk, what the `sendMessage` callable answers, the "new message"
 * notification and display helpers. Pure: the chat screen, the callable and
 * the seed share it.
 *
 * Messages are written by the `sendMessage` callable only (rules refuse
 * client writes), because the off-platform patterns need NFKC normalisation
 * and look-arounds that security rules' RE2 cannot express; the app keeps
 * an outbox so a message typed offline is sent on reconnect.
 */

export * from './chat-access';
export * from './chat-display';
export * from './chat-message-ids';
export * from './chat-notice';
export * from './chat-rate';
export * from './chat-refusals';
