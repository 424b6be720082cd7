/**
 * YouTube links on DJ profiles become an embedded player only when an
 * 11-character video id can be extracted (public-side spec, section 5).
 * Every form is normalised to https://www.youtube.com/embed/{id}, including
 * youtube-nocookie embeds, so the page's frame policy needs one origin.
 */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

const WATCH_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
]);
const NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);
const SHORT_HOST = 'youtu.be';

/** Paths of the form /{prefix}/{id} on youtube.com. */
const PATH_PREFIXES = new Set(['shorts', 'embed', 'live', 'v']);

function parse(raw: string): URL | null {
  const text = raw.trim();
  // People paste "youtube.com/watch?v=…" without a scheme; only known hosts get one added.
  const withScheme = /^(?:(?:www\.|m\.)?youtube\.com|youtu\.be)\//i.test(text)
    ? `https://${text}`
    : text;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password || url.port) return null;
    return url;
  } catch {
    return null;
  }
}

/** The 11-character video id in a YouTube URL, or null. */
export function youtubeVideoId(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length > 2048) return null;
  const url = parse(raw);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  // '/shorts/{id}/' → ['', 'shorts', '{id}']: one trailing slash is tolerated.
  const path = url.pathname.replace(/\/$/, '');
  const segments = path.split('/');
  let candidate: string | null | undefined;
  if (host === SHORT_HOST) {
    if (segments.length === 2) candidate = segments[1];
  } else if (WATCH_HOSTS.has(host)) {
    if (path === '/watch') {
      candidate = url.searchParams.get('v');
    } else if (segments.length === 3 && PATH_PREFIXES.has(segments[1] ?? '')) {
      candidate = segments[2];
    }
  } else if (NOCOOKIE_HOSTS.has(host)) {
    if (segments.length === 3 && segments[1] === 'embed') candidate = segments[2];
  }
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

/** 'https://www.youtube.com/embed/{id}' for a YouTube link, or null when no id can be found. */
export function youtubeEmbedUrl(raw: string | null | undefined): string | null {
  const id = youtubeVideoId(raw);
  return id ? `https://www.youtube.com/embed/${id}` : null;
}
