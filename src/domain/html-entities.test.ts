import { describe, expect, it } from 'vitest';
import { decodeEntities, escapeHtmlAttribute, escapeHtmlText } from './html-entities';

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

describe('escaping', () => {
  it('escapes text', () => {
    expect(escapeHtmlText(`<a href="x">&'`)).toBe(`&lt;a href="x"&gt;&amp;'`);
  });

  it('escapes attribute values, quotes included', () => {
    expect(escapeHtmlAttribute(`"'<>&`)).toBe('&quot;&#39;&lt;&gt;&amp;');
  });
});
