/**
 * The store behind the app's one polite live region (LiveAnnouncer.tsx). No React here, so the
 * dedupe rule is tested on its own.
 *
 * Each announcement names its subject: what it is about ('toast:12', 'message:<id>',
 * 'booking-status:<id>', 'unread-messages'). A subject whose last announcement had the same
 * text is not announced again, so two components showing the same badge, a re-render, or a
 * listener that delivers the same change twice say it once.
 *
 * A subject that changes in a way not worth saying (a badge count going down as the person
 * reads) records its new text silently, so the next rise to an earlier count is news again.
 */

export interface AnnounceOptions {
  /** Record `text` as the subject's latest without saying it. */
  silent?: boolean;
}

export interface Announcement {
  /** Increasing: each announcement is a new node in the region, which is what gets read. */
  id: number;
  text: string;
}

/**
 * Announcements kept in the region. Screen readers read what is added, never the whole
 * region (aria-relevant="additions"); the few kept give several changes in one moment each
 * their own node, and old ones are dropped so the region stays small.
 */
export const KEPT_ANNOUNCEMENTS = 5;

/**
 * The empty list, one object, for the server render and before anything is said. The
 * store starts from it too: a snapshot that differs from the server's makes React re-render
 * at once and synchronously after hydration, a long task on a phone (decision 0034).
 */
export const NO_ANNOUNCEMENTS: readonly Announcement[] = [];

export class Announcer {
  private entries: readonly Announcement[] = NO_ANNOUNCEMENTS;
  private readonly lastBySubject = new Map<string, string>();
  private readonly listeners = new Set<() => void>();
  private nextId = 1;

  /** Announces `text` about `subject`; false when it was the subject's last text (or empty). */
  readonly announce = (text: string, subject: string, options: AnnounceOptions = {}): boolean => {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (!clean || this.lastBySubject.get(subject) === clean) return false;
    this.lastBySubject.set(subject, clean);
    if (options.silent) return false;
    this.entries = [...this.entries, { id: this.nextId++, text: clean }].slice(-KEPT_ANNOUNCEMENTS);
    this.listeners.forEach((listener) => listener());
    return true;
  };

  /** For useSyncExternalStore. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): readonly Announcement[] => this.entries;
}
