import type { BookingActor } from '../../../domain/booking-states';

/** Whose side of the booking the viewer is on. Admins use their own client view here. */
export type BookingViewer = Extract<BookingActor, 'client' | 'dj'>;
