// How a booking's figures read: money always in dollars with cents, hours and guests.
import { formatDollars } from '../../../domain/money';

const groupThousands = (n: number): string =>
  String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Money is always dollars with cents: `49988` → `$499.88`. */
export const money = (amountCents: number): string => formatDollars(amountCents, { decimals: 2 });

export const durationText = (hours: number): string => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

export const guestsText = (count: number): string =>
  `${groupThousands(count)} ${count === 1 ? 'guest' : 'guests'}`;
