import { bookingPath } from '../../../domain/booking-links';
import type { BookingCardView } from './booking-view';

/**
 * A card's way to its booking's page (decision 0046). The link's name says which booking, as
 * the card's own label does, so a list of cards is not a list of identical "View details".
 * Apart from booking-detail.ts, which the list's cards do not need.
 */
export function detailsLink(card: Pick<BookingCardView, 'id' | 'label'>): {
  href: string;
  label: string;
} {
  const phrase = `${card.label.charAt(0).toLowerCase()}${card.label.slice(1)}`;
  return { href: bookingPath(card.id), label: `View details of the ${phrase}` };
}
