import { describe, expect, it } from 'vitest';
import { parseDj, type DjProfile } from '../../lib/dj-profile';
import { djHead, notFoundHead, renderHeadTags, routeHead, type PageHead } from './page-head';

const ORIGIN = 'https://spinbook.test';

function dj(fields: Record<string, unknown> = {}): DjProfile {
  return parseDj('djNova0000000000000001', {
    name: 'DJ Nova',
    location: 'Austin, TX',
    genres: ['House'],
    hourlyRateCents: 25000,
    status: 'verified',
    ...fields,
  });
}

/** The JSON-LD scripts of rendered tags, parsed. */
function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? ''),
  );
}

describe('routeHead', () => {
  it('titles and describes a page as the browser does, canonical without the query', () => {
    const head = routeHead({
      origin: `${ORIGIN}/`,
      path: '/discover?genre=House&near=Austin',
      title: 'Find Your Perfect DJ',
      description: 'Search verified DJs.',
      query: 'genre=House&near=Austin',
    });
    expect(head).toMatchObject({
      title: 'Find Your Perfect DJ · Spinbook',
      description: 'Search verified DJs.',
      canonical: `${ORIGIN}/discover`,
      type: 'website',
      jsonLd: [],
    });
    expect(head.image?.url).toBe(`${ORIGIN}/icons/pwa-512.png`);
    expect(head.robots).toBeUndefined();
  });

  it('gives the home page the brand-first title, WebSite and Organization, and no rating', () => {
    const head = routeHead({
      origin: ORIGIN,
      path: '/',
      title: 'Book pro DJs instantly',
      description: 'd',
    });
    expect(head.title).toBe('Spinbook — Book pro DJs instantly');
    expect(head.canonical).toBe(`${ORIGIN}/`);
    expect(head.jsonLd.map((data) => data['@type'])).toEqual(['WebSite', 'Organization']);
    expect(head.jsonLd[1]).toMatchObject({ name: 'Spinbook', url: `${ORIGIN}/` });
    expect(JSON.stringify(head.jsonLd)).not.toMatch(/Rating|review/i);
  });
});

describe('djHead', () => {
  it('is a profile titled like the page, at /dj/<id>', () => {
    const head = djHead({ origin: ORIGIN, dj: dj(), reviews: [] });
    expect(head).toMatchObject({
      title: 'DJ Nova · Spinbook',
      canonical: `${ORIGIN}/dj/djNova0000000000000001`,
      type: 'profile',
      description: 'DJ Nova plays House in Austin, TX. From $250/hour.',
    });
    expect(head.jsonLd[0]).toMatchObject({ '@type': 'EntertainmentBusiness', url: head.canonical });
    expect(head.jsonLd[0]).not.toHaveProperty('aggregateRating');
  });

  it('shares the photo, made absolute, or else the app icon', () => {
    const relative = djHead({
      origin: ORIGIN,
      dj: dj({ photoUrl: '/images/nova.jpg' }),
      reviews: [],
    });
    expect(relative.image).toEqual({ url: `${ORIGIN}/images/nova.jpg`, alt: 'Photo of DJ Nova' });
    expect(relative.jsonLd[0]).toHaveProperty('image', `${ORIGIN}/images/nova.jpg`);
    const absolute = djHead({
      origin: ORIGIN,
      dj: dj({ photoUrl: 'https://cdn.test/n.jpg' }),
      reviews: [],
    });
    expect(absolute.image?.url).toBe('https://cdn.test/n.jpg');
    for (const photoUrl of [null, 'javascript:alert(1)']) {
      const head = djHead({ origin: ORIGIN, dj: dj({ photoUrl }), reviews: [] });
      expect(head.image).toEqual({
        url: `${ORIGIN}/icons/pwa-512.png`,
        alt: 'Spinbook logo',
        width: 512,
        height: 512,
      });
      expect(head.jsonLd[0]).not.toHaveProperty('image');
    }
  });
});

describe('notFoundHead', () => {
  it('is noindex, titled like the DJ Not Found page on a profile path', () => {
    expect(notFoundHead(ORIGIN, '/dj/nobody')).toMatchObject({
      title: 'DJ Not Found · Spinbook',
      description: "Sorry, we couldn't find the DJ you're looking for.",
      robots: 'noindex',
      jsonLd: [],
    });
    expect(notFoundHead(ORIGIN, '/nowhere').title).toBe('Page Not Found · Spinbook');
  });
});

describe('renderHeadTags', () => {
  const hostile = dj({
    name: 'DJ "</script><script>alert(1)</script>" & \'Co\'',
    bio: '<p>Bio with </script><!-- and & and \u2028</p>',
    location: '<img src=x onerror=alert(1)>',
    photoUrl: 'https://cdn.test/a.jpg?x=1&y="2"',
  });
  const html = renderHeadTags(
    djHead({
      origin: ORIGIN,
      dj: hostile,
      reviews: [
        {
          rating: 5,
          comment: '</script><script>alert(2)</script>',
          authorName: '<b>Eve</b>',
          createdAt: new Date('2026-01-02T03:04:05Z'),
        },
      ],
    }),
  );

  it('escapes every value: no tag but the ones it writes', () => {
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toMatch(/<img|<b>|<!--/);
    expect(html).toContain(
      '<title>DJ &quot;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot; &amp; &#39;Co&#39; · Spinbook</title>',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://cdn.test/a.jpg?x=1&amp;y=%222%22">',
    );
  });

  it('writes JSON-LD that parses back to the data and holds no "</"', () => {
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(script).not.toContain('</');
    expect(script).not.toMatch(/[<>&\u2028\u2029]/);
    const [data] = jsonLdOf(html);
    expect(data).toMatchObject({
      name: 'DJ "</script><script>alert(1)</script>" & \'Co\'',
      review: [
        { reviewBody: '</script><script>alert(2)</script>', author: { name: '<b>Eve</b>' } },
      ],
    });
  });

  it('writes Open Graph, a large Twitter card for a photo, and the canonical link', () => {
    expect(html).toContain('<meta property="og:type" content="profile">');
    expect(html).toContain(
      `<meta property="og:url" content="${ORIGIN}/dj/djNova0000000000000001">`,
    );
    expect(html).toContain('<meta property="og:site_name" content="Spinbook">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/dj/djNova0000000000000001">`);
    expect(html).not.toContain('og:image:width');
    expect(html).not.toContain('robots');
  });

  it('gives the square icon a summary card with its size, and a noindex page no canonical', () => {
    const tags = renderHeadTags(notFoundHead(ORIGIN, '/dj/x'));
    expect(tags).toContain('<meta name="robots" content="noindex">');
    expect(tags).not.toContain('rel="canonical"');
    expect(tags).toContain('<meta name="twitter:card" content="summary">');
    expect(tags).toContain('<meta property="og:image:width" content="512">');
    expect(tags).toContain('<meta property="og:image:height" content="512">');
  });

  it('writes one script per JSON-LD object and nothing for an image it has not got', () => {
    const head: PageHead = {
      ...routeHead({ origin: ORIGIN, path: '/', title: 't', description: 'd' }),
      image: null,
    };
    const tags = renderHeadTags(head);
    expect(jsonLdOf(tags)).toHaveLength(2);
    expect(tags).not.toContain('og:image');
    expect(tags).toContain('<meta name="twitter:card" content="summary">');
  });
});
