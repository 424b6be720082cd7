import { toIsoDate } from '../../../domain/format';
import { earningsCsv } from '../../../domain/payout-earnings';
import { earningsRowOf, type Payout } from './payout';

/** `spinbook-earnings-YYYY-MM-DD.csv`, dated in the DJ's own time zone. */
export const earningsCsvFileName = (now: Date): string => `spinbook-earnings-${toIsoDate(now)}.csv`;

/** The export's text: every payout, in the order given (newest event first). */
export const earningsCsvOf = (payouts: readonly Payout[]): string =>
  earningsCsv(payouts.map(earningsRowOf));
