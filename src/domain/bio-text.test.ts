import { describe, expect, it } from 'vitest';
import { bioParagraphs, bioToText } from './bio-text';

describe('bioToText', () => {
  it('turns a stored HTML bio into paragraphs of text, references decoded', () => {
    expect(
      bioToText(
        '<p>Austin DJ with <strong>12 years</strong>\n behind the decks.</p>' +
          '<p>I blend <em>hip-hop, R&amp;B</em> and Top&nbsp;40.<br>Call&nbsp;me maybe.</p>',
      ),
    ).toBe(
      'Austin DJ with 12 years behind the decks.\n\nI blend hip-hop, R&B and Top\u00a040.\nCall\u00a0me maybe.',
    );
  });

  it('keeps plain text as typed: line breaks, one empty line between paragraphs', () => {
    expect(bioToText('  First line\r\nsecond   line\n\n\n\nNext paragraph  ')).toBe(
      'First line\nsecond line\n\nNext paragraph',
    );
    expect(bioToText('Drum & bass, R&B, AT&T, I <3 vinyl, a < b')).toBe(
      'Drum & bass, R&B, AT&T, I <3 vinyl, a < b',
    );
  });

  it('drops scripts with their content, other tags and control characters', () => {
    expect(bioToText('<p onclick="x">Hi<script>alert(1)</script></p><img src=x>\u0007')).toBe('Hi');
    expect(bioToText('<b>What</b>sApp')).toBe('WhatsApp');
  });

  it('settles: what it returns, it returns unchanged', () => {
    for (const input of [
      '<p>One</p><p>Two &amp;amp; three</p>',
      '&lt;p&gt;escaped&lt;/p&gt; markup',
      'Plain\n\ntext & more',
      '<div>a</div>\n<div>b</div>',
    ]) {
      const once = bioToText(input);
      expect(bioToText(once)).toBe(once);
    }
  });

  it('caps the length without cutting an emoji in two', () => {
    expect(bioToText('a'.repeat(2500))).toHaveLength(2000);
    expect(bioToText(`${'a'.repeat(9)}😀`, 10)).toBe('a'.repeat(9));
  });
});

describe('bioParagraphs', () => {
  it('splits on empty lines and keeps line breaks inside a paragraph', () => {
    expect(bioParagraphs('One\nstill one\n\nTwo\n \nThree')).toEqual([
      'One\nstill one',
      'Two',
      'Three',
    ]);
    expect(bioParagraphs('')).toEqual([]);
  });
});
