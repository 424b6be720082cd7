import { CANCELLATION_TIERS } from '../../../domain/cancellation-policy';
import { PLATFORM_FEE_BASIS_POINTS } from '../../../domain/pricing';

const feePercent = PLATFORM_FEE_BASIS_POINTS / 100;
const fullRefundTier = CANCELLATION_TIERS[0];
const fullRefundHours = fullRefundTier ? fullRefundTier.minNoticeMs / 3_600_000 : 48;

/**
 * The five steps of /how-it-works (public-side spec, "How it works"). The spec
 * says payment is "held until the event completes"; what Spinbook actually does
 * is authorise on request and charge on acceptance, with refunds under the
 * cancellation policy until the event, so the copy says that instead.
 */
export const HOW_IT_WORKS_STEPS = [
  {
    title: 'Discover DJs',
    text: 'Search verified DJs by location, genre, price and availability. Every DJ on Spinbook has been reviewed by our team, and profiles show genres, equipment, rates, mixes and reviews from real bookings.',
  },
  {
    title: 'Book Your DJ',
    text: `Pick a date, the hours you need and whether the DJ should bring gear. You see the full price before you confirm: the DJ's rate, any equipment fee and our ${feePercent}% platform fee. Nothing is hidden.`,
  },
  {
    title: 'Connect & Plan',
    text: 'Once the DJ accepts, a private chat opens for your booking. Share the playlist, must-plays, timings and venue details. Keep it on Spinbook: that is how we can help if anything goes wrong.',
  },
  {
    title: 'Secure Payment',
    text: `You pay by card through Stripe; we never see your card number. Sending a request only places a hold on your card. You are charged when the DJ accepts, and if plans change more than ${fullRefundHours} hours before the event you get a full refund.`,
  },
  {
    title: 'Enjoy the Party',
    text: 'Your DJ arrives on time with the agreed equipment and keeps the floor full. Afterwards, leave a review to help the next host choose.',
  },
] as const;
