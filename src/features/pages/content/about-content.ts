import { DJ_SHARE_LABEL, PLATFORM_FEE_LABEL, REQUEST_EXPIRY_WORDS } from './dj-resources-content';

/** The /about copy as data, so the page and its test read one list. */

export const MISSION = [
  'Spinbook exists to make booking a DJ as dependable as booking a hotel room: a professional ' +
    'someone has actually checked, a price you can see before you pay, and money that only ' +
    'moves once both sides have said yes.',
  'For DJs, that means a steady way to be found by people who want the music you play, without ' +
    'chasing deposits or invoices. For hosts, it means one less thing to worry about on a night ' +
    'that matters.',
] as const;

export const WHY_WE_BUILT_IT = [
  {
    title: 'Trust was missing',
    text:
      'Most DJs are still found through a friend of a friend or a stranger on social media. ' +
      'Neither tells a host whether the DJ will turn up with the gear they promised, and neither ' +
      'tells a DJ whether the client is serious.',
  },
  {
    title: 'Deposits were the weak point',
    text:
      'Hosts lose money on deposits wired to personal accounts; DJs lose nights to clients who ' +
      'never pay the balance. A payment held by a card processor until the DJ accepts protects ' +
      'both sides without either having to trust the other first.',
  },
  {
    title: 'Verification should mean something',
    text:
      'A directory that lists anyone is a phone book. We wanted every DJ a host sees to have been ' +
      'looked at by a person, with their experience and their sets checked before the first request.',
  },
] as const;

export const TRUST_PRACTICES = [
  {
    title: 'Every DJ reviewed by our team',
    text:
      'A person on our team reviews every DJ application within 24-48 hours: experience, mixes, ' +
      'videos and links. A profile appears on Discover only once it is approved.',
  },
  {
    title: 'Payments held by Stripe',
    text:
      'Card details go to Stripe, not to us. The full amount is held on the client’s card when a ' +
      'request is sent and charged only when the DJ accepts. A declined request, a request the ' +
      `client cancels while it is pending, or one left unanswered for ${REQUEST_EXPIRY_WORDS} has ` +
      'its hold released.',
  },
  {
    title: 'Checks on our servers, not in your browser',
    text:
      'When a booking is made, our servers re-read the DJ’s current rate and work out the price ' +
      'themselves; nothing the browser sends about money is trusted. The same servers refuse ' +
      'dates a DJ is already booked for, stop DJs booking themselves, limit how fast anyone can ' +
      'send requests and messages, and make every change to a booking’s status.',
  },
  {
    title: 'Conversations stay on the platform',
    text:
      'The booking chat opens once a DJ accepts. Messages that share phone numbers or e-mail ' +
      'addresses, or try to move the conversation to WhatsApp, Telegram, Signal or Discord, are ' +
      'blocked, so every agreement has a record.',
  },
  {
    title: 'Fees you can see',
    text:
      `DJs keep ${DJ_SHARE_LABEL} of their fee (the base cost plus any equipment fee). Clients pay a ${PLATFORM_FEE_LABEL} ` +
      'platform fee on top, and the price summary shows every line before they confirm.',
  },
] as const;

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
}

/**
 * Placeholder people: replace names, roles and bios with the real team before
 * launch, since a made-up team on an About page is exactly the pretence the
 * rest of this copy avoids.
 */
export const TEAM = [
  {
    name: 'Jordan Ellis',
    role: 'Co-founder & CEO',
    bio: 'Booked DJs for campus and club nights for years and wanted the booking to be the easy part.',
  },
  {
    name: 'Samira Okafor',
    role: 'Co-founder & CTO',
    bio: 'Builds the booking and payment systems, and insists the server re-checks every price.',
  },
  {
    name: 'Rosa Delgado',
    role: 'DJ Community Lead',
    bio: 'A working wedding and Latin DJ who helps new DJs build profiles that get booked.',
  },
  {
    name: 'Kenji Watanabe',
    role: 'Trust & Safety',
    bio: 'Runs the verification queue and looks into every booking that goes wrong.',
  },
  {
    name: 'Amara Nwosu',
    role: 'Customer Support',
    bio: 'Looks after the hosts and DJs who write in through the contact page.',
  },
] as const satisfies readonly TeamMember[];

/** "Samira Okafor" → "SO": the Avatar shows initials because the page has no photos. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}
