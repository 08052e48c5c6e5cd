import { describe, expect, it } from 'vitest';
import { playerFor } from './player.ts';

describe('playerFor', () => {
  it('plays YouTube links in the no-cookie player', () => {
    expect(playerFor('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({
      kind: 'frame',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect(playerFor('https://youtu.be/dQw4w9WgXcQ').src).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  it('plays Vimeo links in player.vimeo.com without tracking', () => {
    expect(playerFor('https://vimeo.com/76979871')).toEqual({
      kind: 'frame',
      src: 'https://player.vimeo.com/video/76979871?dnt=1',
    });
  });

  it('plays an .mp4 link or an uploaded file in the browser', () => {
    expect(playerFor('https://cdn.example.com/intro.mp4')).toEqual({
      kind: 'file',
      src: 'https://cdn.example.com/intro.mp4',
    });
    expect(playerFor('/media/training/abc.mp4')).toEqual({ kind: 'file', src: '/media/training/abc.mp4' });
  });
});
