import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * How the server's critical CSS is handed to the browser's emotion cache without being moved.
 *
 * Emotion hydrates server styles by moving their <style> elements to the end of <head>
 * (`style[data-emotion^="css "]`, and every untagged one when its default cache is created).
 * A moved <style> is parsed again: ~70 KB of CSS, measured at ~80 ms of a throttled phone's
 * first long task. So the server marks its tags in a way emotion does not look for, and the
 * browser's cache is told which styles they already hold.
 */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-emotion';

const EMOTION_KEY = 'css';

/**
 * The server's style tags (emotion's constructStyleTagsFromChunks), marked:
 * - class rules (`data-emotion="css id id…"`) move to SERVER_STYLES_ATTRIBUTE;
 * - global ones (`data-emotion="css-global name"`) keep theirs, because emotion's <Global>
 *   finds its own tag by it, and get `data-s`, so the default cache leaves them in place.
 */
export function markServerStyles(tags: string): string {
  return tags.replace(/<style data-emotion="([^"]*)"/g, (whole, value: string) => {
    if (value.startsWith(`${EMOTION_KEY} `)) return `<style ${SERVER_STYLES_ATTRIBUTE}="${value}"`;
    if (value.startsWith(`${EMOTION_KEY}-global`)) return `${whole} data-s=""`;
    return whole;
  });
}

/** The ids of the class rules the server's tags hold (the first word is the cache key). */
export function serverStyleIds(attributeValues: readonly string[]): string[] {
  return attributeValues.flatMap((value) => value.split(' ').slice(1)).filter(Boolean);
}

/** The browser's cache: server-rendered rules count as inserted, so none is inserted twice. */
export function createBrowserEmotionCache(doc: Document = document): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY });
  const values = [...doc.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`)].map(
    (node) => node.getAttribute(SERVER_STYLES_ATTRIBUTE) ?? '',
  );
  for (const id of serverStyleIds(values)) cache.inserted[id] = true;
  return cache;
}

/** The server's per-request cache (a fresh one each time: one page's styles never leak into another's). */
export function createServerEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_KEY });
}
