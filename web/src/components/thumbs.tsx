// Thumbs up and down as small inline icons (no icon font, nothing fetched). Decorative: the
// control or text beside them carries the words.

const PATH = 'M7 10v11H3V10h4zm2 11h8.4a2 2 0 0 0 2-1.6l1.4-7A2 2 0 0 0 18.8 10H14l.8-4.2A2 2 0 0 0 12.9 3.4L9 9v12z';

export function Thumb({ up, size = 20 }: { up: boolean; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      style={up ? undefined : { transform: 'rotate(180deg)' }}
    >
      <path d={PATH} fill="currentColor" />
    </svg>
  );
}
