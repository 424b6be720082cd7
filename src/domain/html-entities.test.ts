import { describe, expect, it } from 'vitest';
import { decodeHTML } from 'entities/decode';
import {
  decodeEntities,
  decodeEntitiesFully,
  escapeHtmlAttribute,
  escapeHtmlText,
} from './html-entities';

describe('decodeEntities', () => {
  it.each([
    ['no references', 'no references'],
    ['&amp;&lt;&gt;&quot;&apos;', '&<>"\''],
    ['&#60;&#x3C;&#X3c;', '<<<'],
    ['&#106avascript', 'javascript'],
    ['&#x6Aavascript', '\u06aavascript'],
    ['java&Tab;script&colon;', 'java\tscript:'],
    ['&amp &lt', '& <'],
    ['&colon', '&colon'],
    ['&unknown; &AMP;', '&unknown; &AMP;'],
    ['R&B', 'R&B'],
    ['&#0;&#xD800;&#x110000;', '\ufffd\ufffd\ufffd'],
    ['&#x1F3A7;', '🎧'],
    ['&constructor; &__proto__;', '&constructor; &__proto__;'],
  ])('%j → %j', (input, output) => {
    expect(decodeEntities(input)).toBe(output);
  });
});

describe('the references contact details are written with (decision 0030)', () => {
  it.each([
    ['jane&commat;gmail&period;com', 'jane@gmail.com'],
    ['first&lowbar;last', 'first_last'],
    ['415&hyphen;555&ndash;0123', '415\u2010555\u20130123'],
    ['415&thinsp;555&ensp;0123', '415\u2009555\u20020123'],
    ['&lsqb;at&rsqb; &lcub;dot&rcub;', '[at] {dot}'],
  ])('%j → %j', (input, output) => {
    expect(decodeEntities(input)).toBe(output);
  });

  it('decodes every named reference it knows as the WHATWG table does', () => {
    const names = [
      'commat',
      'lowbar',
      'UnderBar',
      'hyphen',
      'dash',
      'minus',
      'ast',
      'midast',
      'dollar',
      'verbar',
      'vert',
      'lsqb',
      'rsqb',
      'lbrack',
      'rbrack',
      'lcub',
      'rcub',
      'lbrace',
      'rbrace',
      'grave',
      'Hat',
      'ensp',
      'emsp',
      'numsp',
      'puncsp',
      'thinsp',
      'hairsp',
      'shy',
      'zwnj',
      'zwj',
      'ZeroWidthSpace',
      'NoBreak',
      'period',
      'colon',
      'plus',
      'num',
      'lpar',
      'rpar',
    ];
    for (const name of names) {
      expect(decodeEntities(`&${name};`), name).toBe(decodeHTML(`&${name};`));
      expect(decodeEntities(`&${name};`), name).not.toBe(`&${name};`);
    }
  });
});

describe('decodeEntitiesFully', () => {
  it.each([
    ['jane&amp;#64;gmail&amp;#46;com', 'jane@gmail.com'],
    ['jane&amp;amp;#x40;gmail.com', 'jane@gmail.com'],
    ['&amp;commat;', '@'],
    ['Drum & bass', 'Drum & bass'],
    ['R&amp;B', 'R&B'],
    // Past four rounds the rest stays as references (shown as such).
    ['&amp;amp;amp;amp;amp;#64;', '&amp;#64;'],
  ])('%j → %j', (input, output) => {
    expect(decodeEntitiesFully(input)).toBe(output);
  });
});

describe('escaping', () => {
  it('escapes text', () => {
    expect(escapeHtmlText(`<a href="x">&'`)).toBe(`&lt;a href="x"&gt;&amp;'`);
  });

  it('escapes attribute values, quotes included', () => {
    expect(escapeHtmlAttribute(`"'<>&`)).toBe('&quot;&#39;&lt;&gt;&amp;');
  });
});
