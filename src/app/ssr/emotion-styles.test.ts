// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  createBrowserEmotionCache,
  markServerStyles,
  SERVER_STYLES_ATTRIBUTE,
  serverStyleIds,
} from './emotion-styles';

describe('server styles handed to the browser cache', () => {
  const tags =
    '<style data-emotion="css-global 0"></style>' +
    '<style data-emotion="css-global 13kse5l">:root{--mui-spacing:8px}</style>' +
    '<style data-emotion="css zf0iqh 8n8o5l">.css-zf0iqh{color:red}.css-8n8o5l{margin:0}</style>';

  it('hides class rules from emotion and pins global ones in place', () => {
    const marked = markServerStyles(tags);
    expect(marked).toContain(`<style ${SERVER_STYLES_ATTRIBUTE}="css zf0iqh 8n8o5l">`);
    expect(marked).toContain('<style data-emotion="css-global 13kse5l" data-s="">');
    expect(marked).not.toMatch(/data-emotion="css /);
    // The CSS itself is untouched.
    expect(marked).toContain('.css-zf0iqh{color:red}');
  });

  it('lists the ids the server tags hold, without the cache key', () => {
    expect(serverStyleIds(['css zf0iqh 8n8o5l', 'css 1a2b'])).toEqual(['zf0iqh', '8n8o5l', '1a2b']);
    expect(serverStyleIds(['css'])).toEqual([]);
  });

  it("counts the server's rules as inserted and leaves its tags where they are", () => {
    document.head.innerHTML = `<title>t</title>${markServerStyles(tags)}`;
    const before = [...document.head.children];
    const cache = createBrowserEmotionCache(document);
    expect(cache.inserted.zf0iqh).toBe(true);
    expect(cache.inserted['8n8o5l']).toBe(true);
    expect([...document.head.children]).toEqual(before);
  });
});
