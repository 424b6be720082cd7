import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './json-ld';

describe('serializeJsonLd', () => {
  const hostile = {
    name: '</script><script>alert(1)</script>',
    bio: 'Tom & Jerry <!-- "quoted" \u2028 line \u2029 para',
  };

  it('leaves no markup for the HTML parser', () => {
    const text = serializeJsonLd(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).not.toContain('</');
    expect(text).toContain('\\u003c/script\\u003e');
    expect(text).toContain('\\u0026');
  });

  it('is still the same JSON', () => {
    expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile);
  });
});
