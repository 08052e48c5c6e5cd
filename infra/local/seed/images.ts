// Brand artwork drawn from code (no network): soft gradient fields with a leaf mark, seeded per brand.

const leaf = (cx: number, cy: number, s: number, fill: string) => {
  const blades = [-75, -45, -20, 0, 20, 45, 75]
    .map((a, i) => {
      const len = s * (i === 3 ? 1 : i === 2 || i === 4 ? 0.85 : i === 1 || i === 5 ? 0.65 : 0.45);
      return `<ellipse cx="${cx}" cy="${cy - len / 2}" rx="${(s * 0.09).toFixed(1)}" ry="${(len / 2).toFixed(1)}" transform="rotate(${a} ${cx} ${cy})" fill="${fill}"/>`;
    })
    .join('');
  return `${blades}<rect x="${cx - s * 0.02}" y="${cy}" width="${s * 0.04}" height="${s * 0.3}" fill="${fill}"/>`;
};

export function brandArt(kind: 'feature' | 'background' | 'gallery', hueA: number, hueB: number, variant = 0): string {
  const [w, h] = kind === 'background' ? [1600, 600] : kind === 'feature' ? [600, 600] : [800, 600];
  const c1 = `hsl(${hueA} 55% 38%)`;
  const c2 = `hsl(${hueB} 60% 62%)`;
  const circles = Array.from({ length: 7 }, (_, i) => {
    const x = ((i * 211 + variant * 97) % w) | 0;
    const y = ((i * 137 + variant * 53) % h) | 0;
    const r = 40 + ((i * 71 + variant * 31) % 160);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(hueA + i * 17) % 360} 70% 85%)" opacity="0.18"/>`;
  }).join('');
  const mark = leaf(w / 2, h * 0.62, Math.min(w, h) * 0.42, 'rgba(255,255,255,0.85)');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>${circles}${kind === 'background' ? '' : mark}</svg>`
  );
}

/** A lab's seal: a ring, a check and the lab's initials, drawn from code like the brand art. */
export function labSeal(name: string, hue: number): string {
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .map((w) => w[0])
    .join('')
    .slice(0, 3);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="${name} seal">
<circle cx="60" cy="60" r="56" fill="hsl(${hue} 45% 96%)" stroke="hsl(${hue} 55% 30%)" stroke-width="5"/>
<circle cx="60" cy="60" r="46" fill="none" stroke="hsl(${hue} 55% 30%)" stroke-width="1.5" stroke-dasharray="3 3"/>
<path d="M38 62 l14 14 l30 -32" fill="none" stroke="hsl(${hue} 60% 35%)" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
<text x="60" y="104" text-anchor="middle" font-family="system-ui,sans-serif" font-size="13" font-weight="700" fill="hsl(${hue} 55% 25%)">${initials}</text>
</svg>`;
}
