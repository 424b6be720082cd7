import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The spec's hero has a mute toggle, so the video must carry sound (issue 24): a WebM whose
// tracks are VP9 picture and Opus audio. Matroska stores each track's codec as a plain
// ASCII CodecID, so the header says which tracks the file has.
describe('the hero video file', () => {
  // jsdom's import.meta.url is not a file URL; the tests run from the repository root.
  const header = readFileSync(resolve('public/video/hero.webm'))
    .subarray(0, 4096)
    .toString('latin1');

  it('has a picture track and an audio track', () => {
    expect(header).toContain('V_VP9');
    expect(header).toContain('A_OPUS');
  });
});
