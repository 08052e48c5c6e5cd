// How a video's link plays on the page: YouTube and Vimeo in their privacy-friendly players (no
// cookies until the visitor presses play), anything else (an .mp4 link) in the browser's own player.

export type Player = { kind: 'frame'; src: string } | { kind: 'file'; src: string };

const YOUTUBE = /^https:\/\/(?:www\.)?(?:youtube\.com\/watch\?v=|youtu\.be\/)([A-Za-z0-9_-]{11})/;
const VIMEO = /^https:\/\/(?:www\.)?vimeo\.com\/([0-9]{6,12})$/;

export function playerFor(link: string): Player {
  const youtube = YOUTUBE.exec(link);
  if (youtube) return { kind: 'frame', src: `https://www.youtube-nocookie.com/embed/${youtube[1]}` };
  const vimeo = VIMEO.exec(link);
  if (vimeo) return { kind: 'frame', src: `https://player.vimeo.com/video/${vimeo[1]}?dnt=1` };
  return { kind: 'file', src: link };
}
