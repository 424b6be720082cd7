import { useEffect, useState } from 'react';

/**
 * The time, read again every minute until `until` has passed (a request's deadline), so a
 * countdown on screen stays true while the page stays open. No timer without an `until`.
 */
export function useMinuteClock(until: Date | null): Date {
  const [now, setNow] = useState(() => new Date());
  const end = until?.getTime() ?? null;
  useEffect(() => {
    if (end === null || Date.now() >= end) return undefined;
    const timer = window.setInterval(() => {
      const current = new Date();
      setNow(current);
      // Once past, the text is gone: nothing left to count.
      if (current.getTime() >= end) window.clearInterval(timer);
    }, 60_000);
    return () => window.clearInterval(timer);
  }, [end]);
  return now;
}
