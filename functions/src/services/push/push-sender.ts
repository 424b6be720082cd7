// What the rest of the functions code asks of web push: send these messages, say per device
// whether it got there. The production adapter speaks FCM's HTTP v1 API (fcm-v1-sender.ts); a
// caller never sees FCM's wire format or its retries, only one outcome per message.

export interface PushMessage {
  /** The FCM registration token of one device. */
  token: string;
  title: string;
  body: string;
  /** Same-origin path the notification opens, e.g. '/bookings/abc'. Sent as webpush.fcm_options.link (made absolute with the app origin by the adapter) and as data.link. */
  link: string;
  /** String-only map (FCM data), e.g. { kind, type, bookingId, tag, badge }. */
  data: Record<string, string>;
  /** Notification tag: a device shows one notification per tag (a repeat replaces, never duplicates). */
  tag: string;
}

/**
 * 'sent': FCM accepted it. 'dead': FCM says the token will never work again, so the caller
 * deletes that device. 'failed': anything else, after the retries that made sense.
 */
export type PushOutcome = 'sent' | 'dead' | 'failed';

export interface PushResult {
  token: string;
  outcome: PushOutcome;
  /** FCM's message name when sent */
  messageId?: string;
  /** FCM's error status (UNREGISTERED, INVALID_ARGUMENT, UNAVAILABLE…) when not sent */
  error?: string;
}

export interface PushSender {
  /** One result per message, in the order of `messages`; one message's failure never throws. */
  send(messages: readonly PushMessage[]): Promise<PushResult[]>;
}
