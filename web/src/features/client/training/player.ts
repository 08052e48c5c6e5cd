// How a training video's link plays on the page: YouTube and Vimeo in their own players (the
// privacy-enhanced hosts, which set no tracking cookies until the video is played), an .mp4 or
// .webm file (linked, or uploaded to the platform and served from /media/training/) in the browser's. The link's pattern (shared/schemas/training.ts videoLink) admits nothing else.

export type Player = { kind: 'frame'; src: string } | { kind: 'file'; src: string };

const YOUTUBE = /^https:\/\/(?:www\.)?(?:youtube\.com\/watch\?v=|youtu\.be\/)([A-Za-z0-9_-]{11})/;
const VIMEO = /^https:\/\/(?:www\.)?vimeo\.com\/([0-9]{6,12})$/;

/** The frame or file a link plays in. */
export function playerOf(link: string): Player {
  const youtube = YOUTUBE.exec(link);
  if (youtube) return { kind: 'frame', src: `https://www.youtube-nocookie.com/embed/${youtube[1]}` };
  const vimeo = VIMEO.exec(link);
  if (vimeo) return { kind: 'frame', src: `https://player.vimeo.com/video/${vimeo[1]}?dnt=1` };
  return { kind: 'file', src: link };
}
