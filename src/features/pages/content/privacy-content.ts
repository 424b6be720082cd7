import { MINIMUM_AGE } from './terms-content';
import type { LastUpdated, LegalSection } from '../components/LegalDocument';

/**
 * The Privacy Policy. It describes what the code actually does (firestore.rules
 * decides who can read what; functions write the security events; the PWA and
 * Firestore keep the offline cache), so a change to any of those needs a
 * matching change here.
 */

export const PRIVACY_TITLE = 'Privacy Policy';
export const PRIVACY_LAST_UPDATED: LastUpdated = { iso: '2026-12-06', text: '6 December 2026' };

const contact = { text: 'contact page', to: '/contact' } as const;

export const PRIVACY_INTRO = [
  'This policy explains what information Spinbook collects when you use our website and app, why we collect it, who can see it, and the choices you have. It should be read together with our ',
  { text: 'Terms of Service', to: '/terms' },
  '.',
] as const;

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'privacy-summary',
    title: 'The short version',
    blocks: [
      {
        kind: 'list',
        items: [
          'We collect what we need to run a DJ marketplace: your account details, DJ profiles, bookings, messages and reviews.',
          'We do not sell your information, and we do not use advertising or tracking cookies.',
          'Card payments are handled by Stripe. We never see or store your card number.',
          "DJs' phone numbers and e-mail addresses are never shown to clients.",
          [
            'You can ask to see, correct or delete your information at any time through our ',
            contact,
            '.',
          ],
        ],
      },
    ],
  },
  {
    id: 'privacy-collect',
    title: 'What we collect',
    blocks: [
      {
        kind: 'subsection',
        id: 'privacy-collect-account',
        title: 'Your account',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Your e-mail address, your name, an optional profile photo, and your role (client or DJ; administrators are appointed by Spinbook). Your password is handled by our sign-in provider, Firebase Authentication, which stores it in a scrambled (hashed) form: nobody at Spinbook can read it.',
          },
        ],
      },
      {
        kind: 'subsection',
        id: 'privacy-collect-dj',
        title: 'DJ profiles',
        blocks: [
          {
            kind: 'paragraph',
            text: 'If you apply to be a DJ, your profile has public and private parts.',
          },
          {
            kind: 'list',
            items: [
              'Public, once our team has approved your profile: your DJ name, location, hourly rate, genres, equipment, bio, profile and cover photos, links to your website, YouTube and Instagram, whether you are available now, the dates you are already booked (without any details of those bookings), your reviews, average rating and number of completed bookings.',
              'Private: your contact phone number and e-mail address. They are visible only to you and Spinbook administrators, never to clients or other DJs.',
              'For our review: the status of your application (pending, approved, rejected or suspended) and a record of who approved, rejected, suspended or reactivated your profile and when.',
            ],
          },
        ],
      },
      {
        kind: 'subsection',
        id: 'privacy-collect-bookings',
        title: 'Bookings and payments',
        blocks: [
          {
            kind: 'paragraph',
            text: 'For each booking: the client and DJ, the event date, length, type, venue, number of guests, whether equipment is needed, any special requests, the price, the payment and refund status, and a history of each change (who accepted, declined, cancelled or completed it, and when).',
          },
          {
            kind: 'paragraph',
            text: 'Card details are entered on a payment page run by Stripe, our payment provider, and are sent straight to Stripe. We never see or store your card number; we only receive a reference to the payment and its status.',
          },
        ],
      },
      {
        kind: 'subsection',
        id: 'privacy-collect-messages',
        title: 'Messages, reviews and events',
        blocks: [
          {
            kind: 'list',
            items: [
              'Chat messages sent within a booking, with the sender and time. In the app they are visible only to the two parties of that booking, the client and the DJ. Spinbook administrators can also access them, which we do only to handle a dispute, a report or a safety concern.',
              "Reviews: the rating, comment, your name and the booking they are about. Reviews are public on the DJ's profile.",
              'Events you create: drafts are visible only to you and administrators; published events, with their links, are public.',
              'Notifications we send you about your bookings and messages, inside the app and by e-mail.',
            ],
          },
        ],
      },
      {
        kind: 'subsection',
        id: 'privacy-collect-contact',
        title: 'Contact-form messages',
        blocks: [
          {
            kind: 'paragraph',
            text: 'When you use the contact form we keep your first and last name, e-mail address, subject and message (and your account, if you are signed in). They are read only by Spinbook administrators.',
          },
        ],
      },
      {
        kind: 'subsection',
        id: 'privacy-collect-security',
        title: 'Security events',
        blocks: [
          {
            kind: 'paragraph',
            text: 'To protect users and the service we record security events: for example a chat message blocked because it contained off-platform contact details (with a short excerpt of it), an action refused because it was repeated too often (a rate-limit hit), a failed sign-in, an attempt to reach data you do not have access to, or a change of someone\'s role. Each record can include your account, e-mail address, the time and your browser\'s description of itself (its "user agent"). Only administrators can see them.',
          },
        ],
      },
    ],
  },
  {
    id: 'privacy-why',
    title: 'Why we use it',
    blocks: [
      {
        kind: 'list',
        items: [
          'To provide Spinbook: showing DJ profiles, taking booking requests, processing payments and refunds, and letting clients and DJs talk to each other. Without this information the service cannot work.',
          'To keep Spinbook safe and fair: reviewing DJ applications, blocking off-platform contact, limiting abuse, investigating reports and disputes, and enforcing our Terms of Service.',
          'To keep you informed: booking confirmations, requests, cancellations and new messages.',
          'To answer you when you contact us.',
          'To meet legal obligations, such as keeping payment records for accounting and tax.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'We do not sell your information or use it for advertising, and we do not use it to make automated decisions that have legal effects on you. Messages are checked automatically for off-platform contact details before they are delivered; this only decides whether a message is sent.',
      },
    ],
  },
  {
    id: 'privacy-who-sees',
    title: 'Who sees what',
    blocks: [
      {
        kind: 'list',
        items: [
          'Anyone, including visitors who are not signed in: approved DJ profiles (the public fields above), reviews, the dates a DJ is booked, and published events.',
          'The other party to your booking: the booking details and your messages in it, and your name.',
          'Spinbook administrators: everything described in this policy, as needed to run and protect the service. They are bound to use it only for that.',
          'Service providers who process information for us: Google, whose Firebase services store our data and run our server code; the e-mail delivery service that sends our notification e-mails; and Stripe, which processes payments. They may use it only to provide their service to us.',
          "Authorities, when the law requires it, or when needed to protect someone's safety or to establish or defend legal claims.",
        ],
      },
    ],
  },
  {
    id: 'privacy-storage',
    title: 'Where your data is stored',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Spinbook runs on Google Firebase. Your sign-in details are kept in Firebase Authentication; profiles, bookings, messages, reviews, events, notifications and contact-form messages in Cloud Firestore; profile and cover photos in Cloud Storage; and the server code that takes payments, sends messages and applies our rules runs on Cloud Functions. Google may process this data in the United States and in other countries where it runs these services. Payments are processed by Stripe.',
      },
      {
        kind: 'paragraph',
        text: 'Data travels between your device and these services over encrypted connections (HTTPS), and access to it is controlled by security rules that let each person read only what this policy says they can.',
      },
    ],
  },
  {
    id: 'privacy-device',
    title: 'On your device: offline cache, cookies and local storage',
    blocks: [
      {
        kind: 'subsection',
        id: 'privacy-device-cache',
        title: 'The offline cache',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Spinbook can be installed as an app and keeps working with a poor connection. To do that it stores on your device the app itself, pages and images you have viewed (such as DJ photos), and copies of data you have opened, such as DJ profiles and, when you are signed in, your bookings and messages. This cache stays on your device; it is not shared with anyone. When you sign out, Spinbook deletes from this device the offline copies of your data, any messages still waiting to be sent, and the images cached while you were signed in; only the app itself stays, so the next person to use the device cannot read what you saw.',
          },
        ],
      },
      {
        kind: 'subsection',
        id: 'privacy-device-storage',
        title: 'Cookies and local storage',
        blocks: [
          {
            kind: 'paragraph',
            text: "We do not use advertising or tracking cookies. The app keeps only what it needs in your browser's storage (local storage and similar):",
          },
          {
            kind: 'list',
            items: [
              'Your session, so you stay signed in. If you choose "Remember me" it lasts until you sign out; otherwise it ends when you close the browser.',
              'Whether this browser was signed in last time, in one first-party cookie (spinbook_had_session), so pages start the app at once for you. It holds nothing about you, our servers do not read it, and it is removed when you sign out.',
              'Rate-limit counters: how many times you have recently tried actions such as signing in, so the app can ask you to wait before trying again.',
              'Your unsent chat messages (the outbox), so a message you write without a connection is sent when you are back online.',
            ],
          },
          {
            kind: 'paragraph',
            text: "Stripe's payment page may set its own cookies to process your payment and prevent fraud; Stripe's privacy policy covers them. You can clear all of this at any time in your browser settings, though you will then be signed out.",
          },
        ],
      },
    ],
  },
  {
    id: 'privacy-retention',
    title: 'How long we keep it',
    blocks: [
      {
        kind: 'list',
        items: [
          'Account and profile information: for as long as your account exists. If you ask us to delete your account, we delete it along with your profile and photos.',
          'Bookings, payments and the messages and reviews attached to them: for as long as needed to complete the booking, handle any dispute, and meet our accounting and tax obligations. Messages are kept as the record of what was agreed, so they cannot be edited or deleted by either party.',
          'Contact-form messages: until the matter you wrote about is resolved, and then only as long as it is useful for follow-up questions.',
          'Security events and the DJ review record: for as long as needed to protect the service and investigate abuse.',
          'Copies on your device: until you sign out, clear your browser data, or the cache replaces them.',
        ],
      },
    ],
  },
  {
    id: 'privacy-rights',
    title: 'Your rights',
    blocks: [
      {
        kind: 'paragraph',
        text: 'You have the right to:',
      },
      {
        kind: 'list',
        items: [
          'Access: ask for a copy of the information we hold about you.',
          'Correction: fix information that is wrong. You can edit your name and your DJ profile yourself in the app; for anything else, ask us.',
          'Deletion: ask us to delete your account and information. We will delete it, except what we must keep by law (such as payment records) or need to settle a dispute; those parts are kept only as long as that requires.',
          'Objection: tell us if you disagree with how we use your information, and we will look at it.',
        ],
      },
      {
        kind: 'paragraph',
        text: [
          'To use any of these rights, write to us through our ',
          contact,
          ". We may ask you to confirm that the account is yours before acting. We won't charge you, and we will answer as quickly as we can. Depending on where you live, you may also have the right to complain to your data protection authority.",
        ],
      },
    ],
  },
  {
    id: 'privacy-children',
    title: 'Children',
    blocks: [
      {
        kind: 'paragraph',
        text: [
          `Spinbook is not for anyone under ${MINIMUM_AGE}, and we do not knowingly collect information about children. If you believe someone under ${MINIMUM_AGE} has an account, please tell us through our `,
          contact,
          ' and we will delete it.',
        ],
      },
    ],
  },
  {
    id: 'privacy-changes',
    title: 'Changes to this policy',
    blocks: [
      {
        kind: 'paragraph',
        text: 'We will update this policy when what we collect or how we use it changes. The date at the top of the page shows when it last changed. If a change materially affects you, we will tell you in the app or by e-mail before it takes effect.',
      },
    ],
  },
  {
    id: 'privacy-contact',
    title: 'Contact us',
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'Questions about this policy or your information? Write to us through our ',
          contact,
          '.',
        ],
      },
    ],
  },
];
