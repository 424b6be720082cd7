/** Where the profile's buttons go. Query values are encoded; ids are already checked. */
export interface BookingChoice {
  /** 'YYYY-MM-DD', or null when no day was picked. */
  date: string | null;
  hours: number;
}

/** '/book/{id}?date=2030-06-01&hours=4' (date left out until one is picked). */
export function bookPath(djId: string, choice?: BookingChoice): string {
  if (!choice) return `/book/${djId}`;
  const params = new URLSearchParams();
  if (choice.date) params.set('date', choice.date);
  params.set('hours', String(choice.hours));
  return `/book/${djId}?${params.toString()}`;
}

export function messagesPath(bookingId: string): string {
  return `/messages?${new URLSearchParams({ booking: bookingId }).toString()}`;
}

/** The sign-in page, coming back to `next` (a same-site path) afterwards. */
export function signInPath(next: string): string {
  return `/signin?next=${encodeURIComponent(next)}`;
}
