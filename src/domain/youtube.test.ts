import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl, youtubeVideoId } from './youtube';

const ID = 'dQw4w9WgXcQ';
const EMBED = `https://www.youtube.com/embed/${ID}`;

describe('youtubeEmbedUrl', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}&t=42s&list=PL123`,
    `https://www.youtube.com/watch?feature=share&v=${ID}`,
    `https://www.youtube.com/watch/?v=${ID}`,
    `https://WWW.YouTube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?t=30`,
    `https://youtu.be/${ID}/`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}?feature=share`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?autoplay=1`,
    `https://www.youtube.com/live/${ID}`,
    `https://www.youtube.com/v/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/watch?v=${ID}#comments`,
    `  https://youtu.be/${ID}  `,
    `youtube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `youtu.be/${ID}`,
  ])('embeds %j', (url) => {
    expect(youtubeEmbedUrl(url)).toBe(EMBED);
  });

  it('keeps ids with - and _', () => {
    expect(youtubeEmbedUrl('https://youtu.be/a-b_c-d_e-f')).toBe(
      'https://www.youtube.com/embed/a-b_c-d_e-f',
    );
  });

  it.each([
    '',
    'not a url',
    ID,
    `https://vimeo.com/${ID}`,
    `https://www.youtube.com.evil.example/watch?v=${ID}`,
    `https://evil.example/www.youtube.com/watch?v=${ID}`,
    `https://evil.example/?u=https://youtu.be/${ID}`,
    `https://www.youtube.com@evil.example/watch?v=${ID}`,
    `https://user:pass@www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com:8443/watch?v=${ID}`,
    'https://www.youtube.com/watch?v=dQw4w9WgXc', // 10 characters
    'https://www.youtube.com/watch?v=dQw4w9WgXcQQ', // 12 characters
    'https://youtu.be/dQw4w9WgXc',
    'https://youtu.be/dQw4w9WgXcQQ',
    'https://www.youtube.com/watch?v=dQw4w9WgX.Q',
    'https://www.youtube.com/watch?v=dQw4w9WgX%20',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/',
    'https://www.youtube.com/@djmike',
    'https://www.youtube.com/channel/UCabcdefghij',
    `https://www.youtube.com/shorts/${ID}/extra`,
    `https://www.youtube.com/playlist?list=${ID}`,
    `https://www.youtube.com/results?search_query=${ID}`,
    `https://youtu.be/watch?v=${ID}`,
    `https://www.youtube-nocookie.com/watch?v=${ID}`,
    `javascript:alert('${ID}')`,
    `javascript://www.youtube.com/watch?v=${ID}`,
    `data:text/html,https://youtu.be/${ID}`,
    `ftp://www.youtube.com/watch?v=${ID}`,
    `//www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}&pad=${'x'.repeat(2048)}`, // over 2048 characters
  ])('refuses %j', (url) => {
    expect(youtubeEmbedUrl(url)).toBeNull();
  });

  it.each([null, undefined])('returns null for %j', (url) => {
    expect(youtubeEmbedUrl(url)).toBeNull();
  });
});

describe('youtubeVideoId', () => {
  it('returns the bare id', () => {
    expect(youtubeVideoId(`https://youtu.be/${ID}`)).toBe(ID);
    expect(youtubeVideoId('https://example.com')).toBeNull();
  });
});
