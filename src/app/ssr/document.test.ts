import { describe, expect, it } from 'vitest';
import { composeDocument, scriptSafeJson } from './document';

const TEMPLATE = `<!doctype html><html><head><title>Spinbook — Book pro DJs instantly</title>
<meta
  name="description"
  content="Find DJs."
/>
<script type="module" crossorigin src="/assets/index.js"></script>
<link rel="modulepreload" crossorigin href="/assets/runtime.js">
<link rel="manifest" href="/manifest.webmanifest"></head>
<body><div id="root"></div><noscript>Spinbook needs JavaScript to run.</noscript></body></html>`;

describe('the served document', () => {
  const html = composeDocument(
    TEMPLATE,
    {
      headTags: '<title>DJ Nova · Spinbook</title>',
      styles: '<style data-emotion="css a">.a{}</style>',
      links: '<link rel="preload" as="image" href="/seed/nova.jpg">',
      html: '<h1>DJ Nova $& $1 charges $250</h1>',
      hydration: JSON.stringify({ loaderData: { bio: '</script><script>alert(1)</script>' } }),
    },
    'spinbook-hydration',
  );

  it("replaces the shell's title and description with the page's head", () => {
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>DJ Nova · Spinbook</title>');
    expect(html).not.toContain('Find DJs.');
    expect(html).toContain('<link rel="preload" as="image" href="/seed/nova.jpg">');
    expect(html).toContain('<style data-emotion="css a">');
  });

  it('puts the markup in #root verbatim, dollar signs included', () => {
    expect(html).toContain('<div id="root"><h1>DJ Nova $& $1 charges $250</h1></div>');
  });

  it('leaves the code to public/boot.js, which fetches it after the largest image', () => {
    expect(html).toContain(
      '<script type="module" src="/boot.js" data-app-entry="/assets/index.js"' +
        ' data-app-preload="/assets/runtime.js"></script>',
    );
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/index.js">');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });

  it('keeps the hydration data inside its script element', () => {
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const json = /<script type="application\/json" id="spinbook-hydration">([^<]*)<\/script>/.exec(
      html,
    )?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual({
      loaderData: { bio: '</script><script>alert(1)</script>' },
    });
  });

  it('drops the "needs JavaScript" note: the page reads without it', () => {
    expect(html).not.toContain('needs JavaScript');
    expect(html).toContain('<noscript><style>');
  });

  it('escapes what could end a script element or be read as markup', () => {
    expect(scriptSafeJson('"</script>&\u2028"')).toBe('"\\u003c/script\\u003e\\u0026\\u2028"');
  });
});
