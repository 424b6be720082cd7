import { describe, expect, it } from 'vitest';
import {
  BIO_MAX_LENGTH,
  bioToPlainText,
  sanitizeBio,
  sanitizeHref,
  sanitizeText,
} from './sanitize';

/** The only tags sanitizeBio may ever write. */
const ALLOWED_TAG =
  /<(?:\/(?:p|strong|em|u|a)|br|p|strong|em|u|a(?: href="(?:https?|mailto):[^"<>]*")?(?: target="_blank" rel="noopener noreferrer")?)>/g;

/** Fails unless `html` is made only of allowed tags and escaped text. */
function expectSafe(html: string): void {
  const rest = html.replace(ALLOWED_TAG, '');
  expect(rest).not.toMatch(/[<>]/);
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<[^>]*\son\w*\s*=/i);
  expect(html).not.toMatch(/<[^>]*(?:javascript|vbscript|data):/i);
  expect(html.length).toBeLessThanOrEqual(BIO_MAX_LENGTH);
}

describe('sanitizeText', () => {
  it.each([
    ['  DJ Mike  ', 'DJ Mike'],
    ['<b>Bold</b>', 'bBold/b'],
    ['a < b > c', 'a  b  c'],
    [' <> ', ''],
    ['R&B "quoted"', 'R&B "quoted"'],
    ['', ''],
    ['\n\tline\n', 'line'],
  ])('%j → %j', (input, output) => {
    expect(sanitizeText(input)).toBe(output);
  });
});

describe('sanitizeHref', () => {
  it.each([
    ['https://example.com', 'https://example.com/'],
    ['http://example.com/a?b=1&c=2', 'http://example.com/a?b=1&c=2'],
    ['HTTPS://Example.COM/Path', 'https://example.com/Path'],
    ['mailto:dj@example.com', 'mailto:dj@example.com'],
    ['  https://example.com/x  ', 'https://example.com/x'],
    ['https://exa\tmple.com', 'https://example.com/'],
    ['https://example.com/?q=a&amp;b', 'https://example.com/?q=a&b'],
  ])('keeps %j as %j', (raw, href) => {
    expect(sanitizeHref(raw)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'jAvAsCrIpT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java&#x09;script:alert(1)',
    'java&Tab;script:alert(1)',
    '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#x6A avascript:alert(1)',
    'javascript&colon;alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'ftp://example.com',
    '//evil.example',
    '/relative/path',
    '#top',
    '',
    'https://',
    'http://user:pass@example.com',
    'https://example.com@evil.example',
    `https://example.com/${'a'.repeat(2048)}`,
  ])('drops %j', (raw) => {
    expect(sanitizeHref(raw)).toBeNull();
  });
});

describe('sanitizeBio: what it keeps', () => {
  it.each([
    ['Plain text', 'Plain text'],
    ['<p>Hello</p>', '<p>Hello</p>'],
    ['<P>Hello</P>', '<p>Hello</p>'],
    ['<strong>a</strong><em>b</em><u>c</u>', '<strong>a</strong><em>b</em><u>c</u>'],
    ['line<br>break<br/>again<BR />', 'line<br>break<br>again<br>'],
    [
      '<a href="https://example.com" target="_blank">site</a>',
      '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">site</a>',
    ],
    ['<a href="mailto:dj@example.com">mail</a>', '<a href="mailto:dj@example.com">mail</a>'],
    ["<a href='https://x.example/a b'>x</a>", '<a href="https://x.example/a%20b">x</a>'],
    ['<a href=https://x.example/>x</a>', '<a href="https://x.example/">x</a>'],
    [
      '<a HREF="https://x.example/" TARGET="_BLANK">x</a>',
      '<a href="https://x.example/" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    [
      '<a href="https://x.example/?a=1&amp;b=2">x</a>',
      '<a href="https://x.example/?a=1&amp;b=2">x</a>',
    ],
  ])('%j → %j', (input, output) => {
    expect(sanitizeBio(input)).toBe(output);
  });

  it('drops other attributes and targets, and rel from the input', () => {
    expect(
      sanitizeBio(
        '<a href="https://x.example/" target="_self" rel="opener" title="t" style="x" onclick="y">x</a>',
      ),
    ).toBe('<a href="https://x.example/">x</a>');
    expect(sanitizeBio('<p class="c" id="i" style="color:red">x</p>')).toBe('<p>x</p>');
  });

  it('keeps the link text when the href is dropped', () => {
    expect(sanitizeBio('<a href="javascript:alert(1)">click</a>')).toBe('<a>click</a>');
  });

  it('takes the first of duplicate attributes, as browsers do', () => {
    expect(sanitizeBio('<a href="https://ok.example/" href="javascript:alert(1)">x</a>')).toBe(
      '<a href="https://ok.example/">x</a>',
    );
    expect(sanitizeBio('<a href="javascript:alert(1)" href="https://ok.example/">x</a>')).toBe(
      '<a>x</a>',
    );
  });
});

describe('sanitizeBio: text and entities', () => {
  it.each([
    ['R&B and hip-hop', 'R&amp;B and hip-hop'],
    ['&amp; &lt;b&gt;', '&amp; &lt;b&gt;'],
    ['1 < 2 > 0', '1 &lt; 2 &gt; 0'],
    ['I <3 house', 'I &lt;3 house'],
    ['a<b', 'a&lt;b'],
    ['ends with <', 'ends with &lt;'],
    ['a&nbsp;x&copy;&hellip;', 'a\u00a0x\u00a9\u2026'],
    ['&unknown; &#60;script&#62;', '&amp;unknown; &lt;script&gt;'],
    ['quote " and \' stay', 'quote " and \' stay'],
    ['nul\u0000 and bell\u0007 go', 'nul and bell go'],
    ['emoji 🎧 stays', 'emoji 🎧 stays'],
    ['  padded  ', 'padded'],
  ])('%j → %j', (input, output) => {
    expect(sanitizeBio(input)).toBe(output);
  });
});

describe('sanitizeBio: structure', () => {
  it.each([
    ['<p>open', '<p>open</p>'],
    ['<strong><em>x', '<strong><em>x</em></strong>'],
    ['<p>a<p>b', '<p>a</p><p>b</p>'],
    [
      '<a href="https://a.example/">a<a href="https://b.example/">b</a>',
      '<a href="https://a.example/">a</a><a href="https://b.example/">b</a>',
    ],
    ['<strong><em>x</strong>y</em>', '<strong><em>x</em></strong>y'],
    ['</p>stray</strong>', 'stray'],
    ['<div><span>kept text</span></div>', 'kept text'],
    ['<h1>Title</h1><ul><li>one</li></ul>', 'Titleone'],
    ['<p/>x', '<p>x</p>'],
    ['</br>x', 'x'],
  ])('%j → %j', (input, output) => {
    expect(sanitizeBio(input)).toBe(output);
  });
});

const XSS_VECTORS: [string, string][] = [
  ['<img src=x onerror=alert(1)>', ''],
  ['<IMG SRC="javascript:alert(1)">', ''],
  ['<svg/onload=alert(1)>', ''],
  ['<svg><script>alert(1)</script></svg>', ''],
  ['<body onload=alert(1)>hi', 'hi'],
  ['<script>alert(1)</script>after', 'after'],
  ['<SCRIPT SRC=//evil.example/x.js></SCRIPT>', ''],
  ['<script>if (a<b) document.write("</p>")</script>ok', 'ok'],
  ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
  ['<scr<script>ipt>alert(1)</scr</script>ipt>', 'ipt&gt;alert(1)ipt&gt;'],
  ['<script>never closed', ''],
  ['<style>body{background:url(javascript:alert(1))}</style>x', 'x'],
  ['<iframe src="javascript:alert(1)"></iframe>', ''],
  ['<iframe srcdoc="<script>alert(1)</script>">inside</iframe>', ''],
  ['<object data="data:text/html,x">fallback</object>', ''],
  ['<embed src="javascript:alert(1)">', ''],
  ['<template><img src=x onerror=alert(1)></template>', ''],
  ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '"&gt;'],
  ['<a href="jAvAsCrIpT:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="java&#x09;script:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="java&#9;script:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="&#x6A;avascript:alert(1)">x</a>', '<a>x</a>'],
  ['<a href=" javascript:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="javascript&colon;alert(1)">x</a>', '<a>x</a>'],
  ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
  ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
  ['<a href=javascript:alert(1)>x</a>', '<a>x</a>'],
  ['<a href="https://ok.example/" onclick="alert(1)">x</a>', '<a href="https://ok.example/">x</a>'],
  ['<a onmouseover=alert(1) href=https://ok.example/>x</a>', '<a href="https://ok.example/">x</a>'],
  ['<a href="https://ok.example/"onclick="alert(1)">x</a>', '<a href="https://ok.example/">x</a>'],
  ['<p onclick=alert(1)>x</p>', '<p>x</p>'],
  ['<p onclick="alert(1)" >x</p>', '<p>x</p>'],
  ['<p/onclick=alert(1)>x</p>', '<p>x</p>'],
  ['<p title=">" onclick="alert(1)">x</p>', '<p>x</p>'],
  ['<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
  ['<strong\nonclick=alert(1)>x</strong>', '<strong>x</strong>'],
  ['<!-- <script>alert(1)</script> -->x', 'x'],
  ['<!--> <img src=x onerror=alert(1)> -->', '--&gt;'],
  ['<!-- never closed <script>alert(1)</script>', ''],
  ['<!DOCTYPE html><p>x</p>', '<p>x</p>'],
  ['<?xml version="1.0"?><p>x</p>', '<p>x</p>'],
  ['<![CDATA[<script>alert(1)</script>]]>', 'alert(1)]]&gt;'],
  ['</p onclick=alert(1)>x', 'x'],
  ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
  ['<form><button formaction=javascript:alert(1)>x</button></form>', 'x'],
  ['<input autofocus onfocus=alert(1)>', ''],
  ['<details open ontoggle=alert(1)>', ''],
  ['<video><source onerror=alert(1)></video>', ''],
  ['<base href="javascript:/">', ''],
  ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
  ['<link rel=stylesheet href=javascript:alert(1)>', ''],
  ['"><script>alert(1)</script>', '"&gt;'],
  ["'><img src=x onerror=alert(1)>", "'&gt;"],
  ['&lt;script&gt;alert(1)&lt;/script&gt;', '&lt;script&gt;alert(1)&lt;/script&gt;'],
  [
    '<a href="https://ok.example/">unclosed <strong>bold',
    '<a href="https://ok.example/">unclosed <strong>bold</strong></a>',
  ],
  ['<<script>script>alert(1)<</script>/script>', '&lt;/script&gt;'],
  [
    '<a href="https://ok.example/" target=_blank onclick=x>x</a>',
    '<a href="https://ok.example/" target="_blank" rel="noopener noreferrer">x</a>',
  ],
];

describe('sanitizeBio: XSS vectors', () => {
  it.each(XSS_VECTORS)('%j → %j', (input, output) => {
    const result = sanitizeBio(input);
    expect(result).toBe(output);
    expectSafe(result);
    expect(result).not.toMatch(/javascript:/i);
  });
});

describe('sanitizeBio: length', () => {
  it('leaves a bio of exactly 2000 characters alone', () => {
    const bio = `<p>${'a'.repeat(BIO_MAX_LENGTH - 7)}</p>`;
    expect(bio).toHaveLength(2000);
    expect(sanitizeBio(bio)).toBe(bio);
  });

  it('cuts long text and still closes the open tags within 2000 characters', () => {
    const result = sanitizeBio(`<p><strong>${'a'.repeat(3000)}</strong></p>`);
    expect(result).toHaveLength(2000);
    expect(result.endsWith('</strong></p>')).toBe(true);
    expectSafe(result);
  });

  it('never cuts an entity', () => {
    const result = sanitizeBio('&'.repeat(1000));
    expect(result).toBe('&amp;'.repeat(400));
  });

  it('never cuts a tag: a tag that does not fit is left out with what follows', () => {
    const text = 'a'.repeat(BIO_MAX_LENGTH - 10);
    const result = sanitizeBio(`${text}<a href="https://example.com/long/path">link</a> tail`);
    expect(result).toBe(text);
  });

  it('never splits an emoji', () => {
    const result = sanitizeBio('🎧'.repeat(1500));
    expect(result).toBe('🎧'.repeat(1000));
  });

  it('accepts a smaller cap', () => {
    expect(sanitizeBio('<p>hello world</p>', 12)).toBe('<p>hello</p>');
    expect(sanitizeBio('<p>hello</p>', 6)).toBe('');
  });
});

describe('sanitizeBio: random input', () => {
  const FRAGMENTS = [
    '<',
    '>',
    '/',
    '"',
    "'",
    '=',
    ' ',
    '&',
    ';',
    '#',
    'x',
    '<!--',
    '-->',
    'p',
    'a',
    'br',
    'script',
    'style',
    'on',
    'click',
    'href',
    'javascript:',
    'https://e.example/',
    '<p>',
    '</p>',
    '<a ',
    '<strong>',
    '</em>',
    'target=_blank',
    '&lt;',
    '&#x09;',
    '\t',
    '\n',
    'é',
    '🎧',
  ];

  /** A small deterministic PRNG so failures can be reproduced. */
  function random(seed: number): () => number {
    let state = seed;
    return () => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state / 2147483648;
    };
  }

  it('always produces safe, idempotent output', () => {
    const next = random(42);
    for (let n = 0; n < 2000; n++) {
      let input = '';
      const length = Math.floor(next() * 40);
      for (let k = 0; k < length; k++) {
        input += FRAGMENTS[Math.floor(next() * FRAGMENTS.length)];
      }
      const once = sanitizeBio(input);
      expectSafe(once);
      expect(sanitizeBio(once)).toBe(once);
    }
  });
});

describe('bioToPlainText', () => {
  it.each([
    ['<p>Hello</p><p>World</p>', 'Hello World'],
    ['<strong>Hel</strong>lo', 'Hello'],
    ['line<br>break', 'line break'],
    ['R&amp;B &lt;3 &nbsp; house', 'R&B <3 house'],
    ['<script>alert(1)</script>Bio', 'Bio'],
    ['<!-- note -->Bio', 'Bio'],
    ['  lots\n\n of   space ', 'lots of space'],
    ['<a href="https://x.example/">my site</a>', 'my site'],
    ['', ''],
  ])('%j → %j', (html, text) => {
    expect(bioToPlainText(html)).toBe(text);
  });

  it('shortens at a word boundary with an ellipsis', () => {
    expect(bioToPlainText('<p>Spinning house and techno since 2010</p>', 20)).toBe(
      'Spinning house and…',
    );
    expect(bioToPlainText('Short', 20)).toBe('Short');
    expect(bioToPlainText('abcdefghijklmnopqrstuvwxyz', 10)).toBe('abcdefghi…');
  });

  it('does not split an emoji when shortening', () => {
    expect(bioToPlainText('ab🎧🎧🎧', 4)).toBe('ab…');
  });
});
