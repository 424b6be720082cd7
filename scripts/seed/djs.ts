/**
 * The demo DJ catalogue `npm run seed` writes (see seed-djs.ts for how).
 *
 * - The DJ profiles of the demo accounts dj@ (Marcus Reid) and dj2@ (Sofia
 *   Alvarez) are verified; pending-dj@ (Theo Bennett) has a pending one.
 * - Every other DJ has its own owner account, dj-<slug>@spinbook.test, with
 *   the demo password and the dj role, created through the same path as the
 *   demo accounts (CATALOGUE_OWNER_ACCOUNTS).
 * - Rates span $60–$450 an hour; the price slider's ends are open ($50 and
 *   under, $200 and up), so the default filters list them all. Austin, Denver,
 *   New York, Atlanta, Los Angeles and London have more than one DJ, each a few
 *   miles apart (`base`, real coordinates; places.ts has the city centres).
 * - Pictures are the generated WebP files in public/seed/djs/ (served by the
 *   app itself, never hot-linked): `npm run seed-art`.
 */
import type { LatLng, TravelRadiusMi } from '../../src/domain/geo';
import { DEMO_ACCOUNTS, type DemoAccount } from './accounts';

export const SEED_IMAGE_DIR = 'public/seed/djs';
/** Photo/cover pairs in SEED_IMAGE_DIR (scripts/generate-seed-images.mjs writes 01..16). */
export const SEED_IMAGE_COUNT = 16;

const pad2 = (n: number) => String(n).padStart(2, '0');
/** Root-relative URLs: public/seed/djs/photo-NN.webp is served at /seed/djs/photo-NN.webp. */
export const seedPhotoUrl = (n: number) => `/seed/djs/photo-${pad2(n)}.webp`;
export const seedCoverUrl = (n: number) => `/seed/djs/cover-${pad2(n)}.webp`;

export type DemoClientEmail = 'client@spinbook.test' | 'client2@spinbook.test';

export interface SeedReview {
  rating: 3 | 4 | 5;
  comment: string;
  /** A demo client wrote it (their uid and name are used)… */
  by?: DemoClientEmail;
  /** …or someone else: a name, or null / '' (the app shows 'Anonymous'). */
  authorName?: string | null;
  daysAgo: number;
}

export interface CatalogueDj {
  /** Stable key: ids of reviews and stranger authors are derived from it. */
  slug: string;
  owner: { email: string; displayName: string };
  status: 'verified' | 'pending';
  name: string;
  /**
   * Plain text, paragraphs separated by an empty line (decision 0037): stored as it is,
   * the text the DJ's editor shows and the profile renders (bioToText runs on it anyway).
   */
  bio: string;
  location: string;
  /** A real spot in `location`'s city (a few miles from CITY_CENTRES' centre, places.ts). */
  base: LatLng;
  travelRadiusMi: TravelRadiusMi;
  hourlyRateDollars: number;
  availableNow: boolean;
  genres: string[];
  equipment: string[];
  websiteUrl?: string;
  youtubeUrl?: string;
  instagramUrl?: string;
  /** 1..SEED_IMAGE_COUNT: photo-NN.webp and cover-NN.webp. */
  image: number;
  phone: string;
  totalBookings: number;
  /** When the profile was created, in days before the seed runs. */
  joinedDaysAgo: number;
  /** Booked days, counted from today (1..60). */
  bookedInDays: number[];
  /** Days the DJ blocked (issue 41), counted from today, each with the DJ's private note. */
  blocks?: SeedBlock[];
  reviews: SeedReview[];
}

/** A blocked run of days (`fromDay`..`toDay` from today) or a weekday rule (0 = Sunday). */
export type SeedBlock =
  { fromDay: number; toDay: number; note: string } | { weekday: number; note: string };

const demo = (email: string) => {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!account) throw new Error(`${email} is not a demo account`);
  return { email: account.email, displayName: account.displayName };
};

const owner = (slug: string, displayName: string) => ({
  email: `dj-${slug}@spinbook.test`,
  displayName,
});

const youtube = (id: string) => `https://www.youtube.com/watch?v=${id}`;

export const DJ_CATALOGUE: readonly CatalogueDj[] = [
  {
    slug: 'marcus-reid',
    owner: demo('dj@spinbook.test'),
    status: 'verified',
    name: 'Marcus Reid',
    bio:
      'Austin-based open-format DJ with 12 years behind the decks, from Sixth Street clubs ' +
      'to sold-out weddings on Lake Travis.\n\n' +
      'I read the room and blend hip-hop, R&B and Top 40 so the floor never empties. Every ' +
      'booking starts with a planning call so your must-play and do-not-play lists are ' +
      'covered.',
    location: 'Austin, TX',
    base: { lat: 30.2627, lng: -97.7224 }, // East Austin
    travelRadiusMi: 50,
    hourlyRateDollars: 150,
    availableNow: true,
    genres: ['Hip-Hop', 'R&B', 'Top 40'],
    equipment: [
      'Pioneer DDJ-1000 controller',
      'Two QSC K12.2 speakers',
      'Shure SM58 wireless microphone',
      'LED uplighting (8 fixtures)',
    ],
    youtubeUrl: youtube('dQw4w9WgXcQ'),
    instagramUrl: 'https://www.instagram.com/marcusreid.dj',
    image: 1,
    phone: '(512) 555-0142',
    totalBookings: 64,
    joinedDaysAgo: 540,
    bookedInDays: [6, 13, 27],
    // Three runs of blocked days in the next 60, none on a booked day.
    blocks: [
      { fromDay: 9, toDay: 9, note: 'Dentist in the morning, back too late to set up' },
      { fromDay: 20, toDay: 22, note: 'Family trip to San Antonio' },
      { fromDay: 40, toDay: 40, note: 'Studio session' },
    ],
    reviews: [
      {
        rating: 5,
        comment:
          'Marcus kept our wedding dance floor packed all night. He nailed every request and ' +
          'the transitions were seamless.',
        by: 'client@spinbook.test',
        daysAgo: 12,
      },
      {
        rating: 5,
        comment: 'Professional, on time and the sound was crystal clear. Already booked him again.',
        authorName: 'Danielle K.',
        daysAgo: 48,
      },
      {
        rating: 4,
        comment:
          'Great energy and a fantastic hip-hop set. Setup took a little longer than planned.',
        by: 'client2@spinbook.test',
        daysAgo: 131,
      },
      {
        rating: 5,
        comment: 'Best DJ we have hired for our company party. Everyone asked for his name.',
        authorName: null,
        daysAgo: 205,
      },
      {
        rating: 4,
        comment: 'Solid set with good crowd reading. Would love a few more throwbacks next time.',
        authorName: 'Chris P.',
        daysAgo: 298,
      },
    ],
  },
  {
    slug: 'sofia-alvarez',
    owner: demo('dj2@spinbook.test'),
    status: 'verified',
    name: 'Sofia Alvarez',
    bio:
      'Miami native spinning Latin, reggaeton and house for quinceañeras, rooftop parties ' +
      'and brand launches.\n\n' +
      'Bilingual MC on request. If there is a dance floor, I will fill it.',
    location: 'Miami, FL',
    base: { lat: 25.801, lng: -80.1995 }, // Wynwood
    travelRadiusMi: 25,
    hourlyRateDollars: 180,
    availableNow: false,
    genres: ['Latin', 'Reggaeton', 'House'],
    equipment: [
      'Pioneer CDJ-3000 (pair)',
      'Pioneer DJM-900NXS2 mixer',
      'Two JBL PRX915 speakers',
      'Fog machine',
    ],
    youtubeUrl: youtube('kJQP7kiw5Fk'),
    websiteUrl: 'https://sofiaalvarez.example.com',
    instagramUrl: 'https://www.instagram.com/sofia.alvarez.dj',
    image: 2,
    phone: '(305) 555-0187',
    totalBookings: 41,
    joinedDaysAgo: 420,
    bookedInDays: [4, 18],
    // A weekday rule: never Mondays (her bookings stay, whatever their weekday).
    blocks: [{ weekday: 1, note: 'Mondays are for my kids' }],
    reviews: [
      {
        rating: 5,
        comment:
          'Sofia brought the heat to our rooftop party. The reggaeton set had everyone dancing.',
        by: 'client@spinbook.test',
        daysAgo: 22,
      },
      {
        rating: 5,
        comment:
          'Perfect for our quinceañera. She switched between English and Spanish like a pro.',
        authorName: 'Maria G.',
        daysAgo: 95,
      },
      {
        rating: 4,
        comment: 'Great music and vibe. Arrived early and was easy to coordinate with.',
        authorName: '',
        daysAgo: 187,
      },
      {
        rating: 5,
        comment: 'Our launch event felt like a Miami club night. Highly recommend.',
        authorName: 'Brandon T.',
        daysAgo: 260,
      },
    ],
  },
  {
    slug: 'theo-bennett',
    owner: demo('pending-dj@spinbook.test'),
    status: 'pending',
    name: 'Theo Bennett',
    bio:
      'Denver techno and house selector, resident at a warehouse series since 2021. Looking ' +
      'forward to my first Spinbook bookings.',
    location: 'Denver, CO',
    base: { lat: 39.7687, lng: -104.9799 }, // RiNo
    travelRadiusMi: 25,
    hourlyRateDollars: 90,
    availableNow: true,
    genres: ['Techno', 'House'],
    equipment: ['Allen & Heath Xone:96 mixer', 'Technics SL-1200MK7 turntables (pair)'],
    image: 14,
    phone: '(720) 555-0119',
    totalBookings: 0,
    joinedDaysAgo: 2,
    bookedInDays: [],
    reviews: [],
  },
  {
    slug: 'nova',
    owner: owner('nova', 'Nadia Brooks'),
    status: 'verified',
    name: 'DJ Nova',
    bio:
      'New York house and disco DJ with residencies in Brooklyn and the Lower East Side.\n\n' +
      'Known for all-vinyl disco sets and long, soulful builds. Available for galas, ' +
      'fashion events and private loft parties.',
    location: 'New York, NY',
    base: { lat: 40.7153, lng: -73.9846 }, // Lower East Side
    travelRadiusMi: 25,
    hourlyRateDollars: 220,
    availableNow: true,
    genres: ['House', 'Disco', 'Top 40'],
    equipment: [
      'Technics SL-1200MK7 turntables (pair)',
      'Rane Seventy-Two mixer',
      'Funktion-One compact rig',
    ],
    websiteUrl: 'https://djnova.example.com',
    instagramUrl: 'https://www.instagram.com/djnova.nyc',
    youtubeUrl: youtube('OPf0YbXqDm0'),
    image: 3,
    phone: '(212) 555-0163',
    totalBookings: 112,
    joinedDaysAgo: 700,
    bookedInDays: [3, 10, 24, 41],
    reviews: [
      {
        rating: 5,
        comment: 'Nova turned our gala into a disco. The vinyl set was unforgettable.',
        authorName: 'Evelyn R.',
        daysAgo: 9,
      },
      {
        rating: 5,
        comment: 'Worth every penny. Classy during dinner, then pure energy after dessert.',
        by: 'client2@spinbook.test',
        daysAgo: 76,
      },
      {
        rating: 4,
        comment: 'Amazing house music. Volume was a bit loud for the cocktail hour at first.',
        authorName: 'Tom W.',
        daysAgo: 144,
      },
      {
        rating: 5,
        comment: 'Our loft party is still the talk of the building. Thank you!',
        authorName: null,
        daysAgo: 233,
      },
      {
        rating: 5,
        comment: 'Incredibly professional and flexible with our schedule changes.',
        authorName: 'Hannah L.',
        daysAgo: 310,
      },
      {
        rating: 4,
        comment: 'Great track selection and a friendly presence. Would book again.',
        authorName: 'Marcus J.',
        daysAgo: 352,
      },
    ],
  },
  {
    slug: 'kid-kairo',
    owner: owner('kid-kairo', 'Kareem Osei'),
    status: 'verified',
    name: 'Kid Kairo',
    bio:
      'Atlanta DJ blending Afrobeat, amapiano and hip-hop. Birthday parties, graduations, ' +
      'block parties and everything in between.',
    location: 'Atlanta, GA',
    base: { lat: 33.7662, lng: -84.3722 }, // Old Fourth Ward
    travelRadiusMi: 25,
    hourlyRateDollars: 125,
    availableNow: true,
    genres: ['Afrobeat', 'Hip-Hop', 'R&B'],
    equipment: ['Rane One controller', 'Two Electro-Voice ZLX-15P speakers', 'Wireless microphone'],
    instagramUrl: 'https://www.instagram.com/kidkairo',
    image: 4,
    phone: '(404) 555-0128',
    totalBookings: 38,
    joinedDaysAgo: 300,
    bookedInDays: [8, 22],
    reviews: [
      {
        rating: 5,
        comment:
          'Kid Kairo had the whole family dancing, from grandma to the kids. Great Afrobeat.',
        authorName: 'Adaeze N.',
        daysAgo: 30,
      },
      {
        rating: 4,
        comment: 'Good mix and on time. The microphone cut out once but he fixed it fast.',
        authorName: 'Jamal H.',
        daysAgo: 120,
      },
      {
        rating: 5,
        comment: 'Made my graduation party. Will be booking for my sister next year.',
        by: 'client@spinbook.test',
        daysAgo: 201,
      },
    ],
  },
  {
    slug: 'lunar-lane',
    owner: owner('lunar-lane', 'Lena Park'),
    status: 'verified',
    name: 'Lunar Lane',
    bio:
      'Los Angeles EDM and progressive house producer who has opened for festival ' +
      'headliners.\n\n' +
      'Full LED booth and CO2 jets available for high-energy corporate shows.',
    location: 'Los Angeles, CA',
    base: { lat: 34.0869, lng: -118.2702 }, // Silver Lake
    travelRadiusMi: 50,
    hourlyRateDollars: 350,
    availableNow: false,
    genres: ['EDM', 'House', 'Techno'],
    equipment: [
      'Pioneer CDJ-3000 (x3)',
      'Pioneer DJM-A9 mixer',
      'LED DJ booth',
      'CO2 jets',
      'Moving-head lights (4)',
    ],
    websiteUrl: 'https://lunarlane.example.com',
    youtubeUrl: youtube('60ItHLz5WEA'),
    instagramUrl: 'https://www.instagram.com/lunarlane.music',
    image: 5,
    phone: '(323) 555-0175',
    totalBookings: 87,
    joinedDaysAgo: 610,
    bookedInDays: [5, 12, 19, 33],
    reviews: [
      {
        rating: 5,
        comment: 'The production value was insane. Our product launch felt like a festival.',
        authorName: 'Kevin S.',
        daysAgo: 17,
      },
      {
        rating: 5,
        comment: 'Lunar Lane is the real deal. Drops timed perfectly with our light show.',
        authorName: 'Aisha M.',
        daysAgo: 88,
      },
      {
        rating: 3,
        comment:
          'Great music, but a bit too intense for a mixed-age crowd. Discuss the vibe beforehand.',
        authorName: null,
        daysAgo: 176,
      },
      {
        rating: 4,
        comment: 'Excellent set and very responsive in the planning phase.',
        by: 'client2@spinbook.test',
        daysAgo: 265,
      },
    ],
  },
  {
    slug: 'selecta-jules',
    owner: owner('selecta-jules', 'Julian Grant'),
    status: 'verified',
    name: 'Selecta Jules',
    bio:
      'London selector playing Afrobeat, UK garage and house across Shoreditch and Peckham.\n\n' +
      'Happy to travel for destination weddings.',
    location: 'London, UK',
    base: { lat: 51.545, lng: -0.0553 }, // Hackney
    travelRadiusMi: 100,
    hourlyRateDollars: 260,
    availableNow: false,
    genres: ['Afrobeat', 'House', 'Hip-Hop'],
    equipment: ['Pioneer XDJ-XZ', 'Two RCF ART 745-A speakers'],
    instagramUrl: 'https://www.instagram.com/selectajules',
    image: 6,
    phone: '+44 20 7946 0321',
    totalBookings: 56,
    joinedDaysAgo: 480,
    bookedInDays: [9, 30],
    reviews: [
      {
        rating: 5,
        comment: 'Jules absolutely smashed our wedding in Hackney. The garage set was a highlight.',
        authorName: 'Olivia & Sam',
        daysAgo: 40,
      },
      {
        rating: 4,
        comment: 'Brilliant DJ, really friendly. Ran ten minutes over, which nobody minded.',
        authorName: 'George T.',
        daysAgo: 150,
      },
      {
        rating: 5,
        comment: 'Top-tier selection. Our office party has never been this lively.',
        authorName: '',
        daysAgo: 280,
      },
    ],
  },
  {
    slug: 'velvet-groove',
    owner: owner('velvet-groove', 'Danielle Moore'),
    status: 'verified',
    name: 'Velvet Groove',
    bio:
      'Chicago house heritage meets jazz and disco. Perfect for cocktail hours, gallery ' +
      'openings and supper clubs that turn into dance parties.',
    location: 'Chicago, IL',
    base: { lat: 41.9088, lng: -87.6796 }, // Wicker Park
    travelRadiusMi: 25,
    hourlyRateDollars: 140,
    availableNow: true,
    genres: ['House', 'Disco', 'Jazz'],
    equipment: ['Technics SL-1200 turntables (pair)', 'Allen & Heath Xone:92 mixer', 'Bose L1 Pro'],
    websiteUrl: 'https://velvetgroove.example.com',
    image: 7,
    phone: '(312) 555-0134',
    totalBookings: 49,
    joinedDaysAgo: 390,
    bookedInDays: [2, 16, 45],
    reviews: [
      {
        rating: 5,
        comment:
          'Smooth jazz during dinner and classic Chicago house after. Exactly what we wanted.',
        authorName: 'Rachel B.',
        daysAgo: 25,
      },
      {
        rating: 5,
        comment: 'Velvet Groove made our gallery opening feel effortless and cool.',
        by: 'client@spinbook.test',
        daysAgo: 110,
      },
      {
        rating: 4,
        comment: 'Lovely music and very easy to work with.',
        authorName: 'Paul D.',
        daysAgo: 230,
      },
      {
        rating: 5,
        comment: 'Her disco edits are a treat. Everyone was on their feet by 10 pm.',
        authorName: null,
        daysAgo: 330,
      },
    ],
  },
  {
    slug: 'static-ray',
    owner: owner('static-ray', 'Raymond Vega'),
    status: 'verified',
    name: 'Static Ray',
    bio:
      'Seattle rock-and-pop DJ for bars, breweries and backyard parties. Think Nirvana into ' +
      'Dua Lipa and somehow it works.',
    location: 'Seattle, WA',
    base: { lat: 47.6253, lng: -122.3222 }, // Capitol Hill
    travelRadiusMi: 50,
    hourlyRateDollars: 95,
    availableNow: false,
    genres: ['Rock', 'Top 40', 'EDM'],
    equipment: ['Numark Mixstream Pro+', 'Two Mackie Thump15A speakers'],
    image: 8,
    phone: '(206) 555-0191',
    totalBookings: 23,
    joinedDaysAgo: 210,
    bookedInDays: [11],
    reviews: [
      {
        rating: 4,
        comment: 'Fun mashups and a great rock set. Good value for the price.',
        authorName: 'Megan F.',
        daysAgo: 35,
      },
      {
        rating: 3,
        comment: 'Decent night, though the Top 40 section went on a bit long for our crowd.',
        authorName: 'Luis O.',
        daysAgo: 140,
      },
      {
        rating: 5,
        comment: 'Ray played our brewery anniversary and the regulars loved him.',
        by: 'client2@spinbook.test',
        daysAgo: 190,
      },
    ],
  },
  {
    slug: 'amara-sol',
    owner: owner('amara-sol', 'Amara Okafor'),
    status: 'verified',
    name: 'Amara Sol',
    bio:
      'Toronto DJ mixing Afrobeat, R&B and Latin grooves. Weddings and cultural ' +
      'celebrations are my favourite rooms to play.',
    location: 'Toronto, ON',
    base: { lat: 43.6547, lng: -79.4005 }, // Kensington Market
    travelRadiusMi: 25,
    hourlyRateDollars: 175,
    availableNow: true,
    genres: ['Afrobeat', 'R&B', 'Latin'],
    equipment: ['Pioneer DDJ-FLX10', 'Two QSC K10.2 speakers', 'Wireless microphone', 'Uplighting'],
    instagramUrl: 'https://www.instagram.com/amarasol.dj',
    youtubeUrl: youtube('JGwWNGJdvx8'),
    image: 9,
    phone: '(416) 555-0156',
    totalBookings: 44,
    joinedDaysAgo: 350,
    bookedInDays: [7, 21, 35],
    reviews: [
      {
        rating: 5,
        comment: 'Amara understood our Nigerian-Colombian wedding perfectly. Both sides danced.',
        authorName: 'Chidi & Laura',
        daysAgo: 20,
      },
      {
        rating: 5,
        comment: 'So warm and professional. The R&B slow jams were perfect.',
        authorName: 'Nicole A.',
        daysAgo: 100,
      },
      {
        rating: 4,
        comment: 'Great DJ, great communication. Parking at our venue was the only hiccup.',
        authorName: null,
        daysAgo: 215,
      },
      {
        rating: 5,
        comment: 'Booked her for a charity gala and she exceeded every expectation.',
        by: 'client@spinbook.test',
        daysAgo: 300,
      },
    ],
  },
  {
    slug: 'soulstice',
    owner: owner('soulstice', 'Samuel Ortiz'),
    status: 'verified',
    name: 'Soulstice',
    bio:
      'Denver DJ and trumpet player. Live horn over jazz, disco and R&B for an ' +
      'unforgettable cocktail hour.',
    location: 'Denver, CO',
    base: { lat: 39.7163, lng: -104.9877 }, // Baker
    travelRadiusMi: 100,
    hourlyRateDollars: 110,
    availableNow: false,
    genres: ['Jazz', 'Disco', 'R&B'],
    equipment: ['Pioneer DDJ-REV7', 'Two Bose F1 speakers', 'Trumpet mic'],
    websiteUrl: 'https://soulstice.example.com',
    image: 10,
    phone: '(303) 555-0147',
    totalBookings: 29,
    joinedDaysAgo: 260,
    bookedInDays: [14, 28],
    reviews: [
      {
        rating: 5,
        comment: 'Live trumpet over the DJ set was such a unique touch. Guests were amazed.',
        authorName: 'Beth C.',
        daysAgo: 45,
      },
      {
        rating: 4,
        comment: 'Really classy vibe for our anniversary dinner.',
        authorName: 'Mark E.',
        daysAgo: 170,
      },
    ],
  },
  {
    slug: 'mixmaster-mei',
    owner: owner('mixmaster-mei', 'Mei Tanaka'),
    status: 'verified',
    name: 'Mixmaster Mei',
    bio:
      'Turntablism champion and New York club favourite. Scratch routines, hip-hop and EDM ' +
      'for premium events, brand activations and celebrity parties.',
    location: 'New York, NY',
    base: { lat: 40.7465, lng: -74.0014 }, // Chelsea
    travelRadiusMi: 10,
    hourlyRateDollars: 450,
    availableNow: true,
    genres: ['Hip-Hop', 'Top 40', 'EDM'],
    equipment: [
      'Rane Seventy-Two MKII mixer',
      'Technics SL-1200MK7 turntables (pair)',
      'Serato DJ Pro',
      'Full PA on request',
    ],
    websiteUrl: 'https://mixmastermei.example.com',
    instagramUrl: 'https://www.instagram.com/mixmastermei',
    youtubeUrl: youtube('9bZkp7q19f0'),
    image: 11,
    phone: '(646) 555-0109',
    totalBookings: 130,
    joinedDaysAgo: 800,
    bookedInDays: [1, 8, 15, 29],
    reviews: [
      {
        rating: 5,
        comment: 'Mei is a legend. The scratch routine during our launch got a standing ovation.',
        authorName: 'Jasmine W.',
        daysAgo: 5,
      },
      {
        rating: 5,
        comment: 'Expensive but absolutely worth it. Flawless from start to finish.',
        authorName: 'Derek Y.',
        daysAgo: 66,
      },
      {
        rating: 5,
        comment: 'Best DJ in the city, full stop.',
        authorName: '',
        daysAgo: 159,
      },
      {
        rating: 4,
        comment: 'Amazing skills. We had to wait a while for a reply to our first message.',
        by: 'client2@spinbook.test',
        daysAgo: 247,
      },
      {
        rating: 5,
        comment: 'Our holiday party has never been this good. Booking again for next year.',
        authorName: 'Samantha V.',
        daysAgo: 340,
      },
    ],
  },
  {
    slug: 'lone-star',
    owner: owner('lone-star', 'Cody Harlan'),
    status: 'verified',
    name: 'DJ Lone Star',
    bio:
      'Affordable Austin party DJ: rock anthems, disco classics and today’s hits. Great for ' +
      'backyard parties, reunions and small weddings.',
    location: 'Austin, TX',
    base: { lat: 30.3185, lng: -97.7196 }, // North Loop
    travelRadiusMi: 100,
    hourlyRateDollars: 60,
    availableNow: true,
    genres: ['Rock', 'Top 40', 'Disco'],
    equipment: ['Pioneer DDJ-400', 'Two Alto TS415 speakers'],
    image: 12,
    phone: '(737) 555-0173',
    totalBookings: 17,
    joinedDaysAgo: 150,
    bookedInDays: [10, 38],
    reviews: [
      {
        rating: 4,
        comment: 'Great price and he played everything on our list. Fun guy too.',
        authorName: 'Tyler M.',
        daysAgo: 28,
      },
      {
        rating: 3,
        comment: 'Fine for a backyard party. Sound was a little thin in the bigger space.',
        authorName: null,
        daysAgo: 96,
      },
      {
        rating: 5,
        comment: 'Our class reunion was a blast thanks to him.',
        by: 'client@spinbook.test',
        daysAgo: 142,
      },
    ],
  },
  {
    slug: 'reina-ritmo',
    owner: owner('reina-ritmo', 'Valeria Cruz'),
    status: 'verified',
    name: 'Reina Ritmo',
    bio:
      'Los Angeles reggaeton and Latin pop DJ. From perreo to cumbia, I keep every ' +
      'generation on the dance floor.',
    location: 'Los Angeles, CA',
    base: { lat: 34.0339, lng: -118.2054 }, // Boyle Heights
    travelRadiusMi: 25,
    hourlyRateDollars: 160,
    availableNow: true,
    genres: ['Reggaeton', 'Latin', 'Top 40'],
    equipment: ['Pioneer XDJ-RX3', 'Two JBL EON715 speakers', 'Wireless microphone'],
    instagramUrl: 'https://www.instagram.com/reinaritmo',
    image: 13,
    phone: '(213) 555-0138',
    totalBookings: 52,
    joinedDaysAgo: 330,
    bookedInDays: [3, 17, 31],
    reviews: [
      {
        rating: 5,
        comment: 'Reina had our quince on fire. The cumbia set brought everyone out.',
        authorName: 'Alejandra P.',
        daysAgo: 15,
      },
      {
        rating: 5,
        comment: 'Perfect for our bilingual office party. Super professional.',
        authorName: 'Daniel R.',
        daysAgo: 83,
      },
      {
        rating: 4,
        comment: 'Great reggaeton selection and good energy all night.',
        by: 'client2@spinbook.test',
        daysAgo: 196,
      },
      {
        rating: 5,
        comment: 'She read the crowd perfectly. Ten out of ten.',
        authorName: '',
        daysAgo: 275,
      },
    ],
  },
  {
    slug: 'nightshift',
    owner: owner('nightshift', 'Oliver Hughes'),
    status: 'verified',
    name: 'Nightshift',
    bio:
      'London techno DJ with Berlin and Ibiza credits. Hypnotic, driving sets for ' +
      'after-parties and warehouse events.',
    location: 'London, UK',
    base: { lat: 51.5265, lng: -0.078 }, // Shoreditch
    travelRadiusMi: 10,
    hourlyRateDollars: 300,
    availableNow: false,
    genres: ['Techno', 'House'],
    equipment: ['Pioneer CDJ-3000 (x2)', 'Allen & Heath Xone:96 mixer'],
    youtubeUrl: youtube('fJ9rUzIMcZQ'),
    image: 15,
    phone: '+44 20 7946 0877',
    totalBookings: 71,
    joinedDaysAgo: 560,
    bookedInDays: [12, 26, 54],
    reviews: [
      {
        rating: 5,
        comment: 'Proper techno. The warehouse was shaking until 6 am.',
        authorName: 'Harry B.',
        daysAgo: 33,
      },
      {
        rating: 4,
        comment: 'Excellent set, very reliable. Not the DJ for a wedding crowd though.',
        authorName: 'Sophie N.',
        daysAgo: 181,
      },
    ],
  },
  {
    slug: 'peachtree',
    owner: owner('peachtree', 'Tasha Greene'),
    status: 'verified',
    name: 'DJ Peachtree',
    bio:
      'Atlanta’s go-to for hip-hop, R&B and Top 40 at birthdays, sweet sixteens and day ' +
      'parties. Clean versions on request.',
    location: 'Atlanta, GA',
    base: { lat: 33.7817, lng: -84.3833 }, // Midtown
    travelRadiusMi: 50,
    hourlyRateDollars: 85,
    availableNow: true,
    // As the application form suggested it before the genre vocabulary: the seed's genre
    // migration (scripts/lib/migrate-genres.ts) stores it as Hip-Hop, like a real project's.
    genres: ['Hip Hop', 'R&B', 'Top 40'],
    equipment: ['Pioneer DDJ-SB3', 'Two Electro-Voice ELX200 speakers', 'Party lights'],
    instagramUrl: 'https://www.instagram.com/djpeachtree',
    image: 16,
    phone: '(470) 555-0162',
    totalBookings: 34,
    joinedDaysAgo: 240,
    bookedInDays: [6, 20],
    reviews: [
      {
        rating: 5,
        comment: 'She kept it clean for the kids and still had the adults dancing. Amazing.',
        authorName: 'Keisha W.',
        daysAgo: 19,
      },
      {
        rating: 4,
        comment: 'Great music and a great price. Would book again.',
        authorName: null,
        daysAgo: 125,
      },
      {
        rating: 5,
        comment: 'My daughter’s sweet sixteen was perfect thanks to DJ Peachtree.',
        by: 'client@spinbook.test',
        daysAgo: 238,
      },
    ],
  },
];

/**
 * Owner accounts of the catalogue DJs that are not demo accounts: dj-<slug>@spinbook.test,
 * demo password, requestedRole dj at sign-up and role dj (their profiles are verified: the
 * claim comes with approval, as for a real DJ).
 */
export const CATALOGUE_OWNER_ACCOUNTS: readonly DemoAccount[] = DJ_CATALOGUE.filter(
  (dj) => !DEMO_ACCOUNTS.some((a) => a.email === dj.owner.email),
).map((dj) => ({
  email: dj.owner.email,
  displayName: dj.owner.displayName,
  role: 'dj',
  requestedRole: 'dj',
  note: `DJ (${dj.status}): ${dj.name}`,
}));
