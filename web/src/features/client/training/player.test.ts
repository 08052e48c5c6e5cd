import { describe, expect, it } from 'vitest';
import { videoLink } from '#shared/schemas/training';
import { playerOf } from './player.ts';

describe('playerOf', () => {
  it('plays YouTube from its privacy-enhanced host, either link form', () => {
    for (const link of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ'])
      expect(playerOf(link)).toEqual({ kind: 'frame', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' });
  });

  it('plays Vimeo in its player without tracking', () => {
    expect(playerOf('https://vimeo.com/76979871')).toEqual({
      kind: 'frame',
      src: 'https://player.vimeo.com/video/76979871?dnt=1',
    });
  });

  it('plays an .mp4 or .webm link and an uploaded file as a file, and every link the schema admits plays one way or the other', () => {
    const files = [
      'https://videos.example.com/training/welcome.mp4',
      'https://videos.example.com/training/welcome.webm',
      '/media/training/000000000000000000000000/6560f1e2a1b2c3d4e5f60718.webm',
    ];
    for (const file of files) expect(playerOf(file)).toEqual({ kind: 'file', src: file });
    for (const link of ['https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/76979871', ...files])
      expect(videoLink.safeParse(link).success).toBe(true);
  });

  it('admits no other site path and no other file type', () => {
    for (const link of [
      '/media/blog/000000000000000000000000/a.mp4',
      '/media/training/../private/x.mp4',
      '/media/training/a/b.mov',
      'http://videos.example.com/a.mp4',
    ])
      expect(videoLink.safeParse(link).success).toBe(false);
  });
});
