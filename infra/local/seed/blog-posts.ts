import type { BlogPost } from '#shared/schemas/blog';
import { brandArt } from './images.ts';
import { makeId } from './demo-data.ts';

// CannaTalk posts for the demo catalogue: what people ask about lab results, the terpenes and
// the cannastamp's colours. The featured images are drawn from code like the brand art.

const posts: Omit<BlogPost, 'id' | 'featured_image'>[] = [
  {
    title: 'How to read a certificate of analysis',
    excerpt: 'Every product here carries its lab test result. This is how to read one in a minute.',
    publishedAt: '2026-09-02T16:00:00.000Z',
    content: `<p>A certificate of analysis (a COA) is the lab's report on one batch. It names the lab, the sample, the date, and a table of compounds with their amounts. Everything here is in <strong>percent of mass</strong>: 20% THC means 200 mg in every gram.</p>
<h2>Start with the totals</h2>
<p>Raw flower holds most of its THC as THCA, which turns into THC when heated. Labs report both, and a total: <strong>THC + 0.877 × THCA</strong>. The 0.877 is the weight lost as THCA lets go of its carboxyl group. The same goes for CBD and CBDA. If a lab's total does not match that sum, our product page says so.</p>
<h2>Then the terpenes</h2>
<p>Terpenes are the aroma compounds: myrcene, limonene, caryophyllene and the rest. They are measured in fractions of a percent, but they shape how a product smells and, many people find, how it feels. Two products with the same THC can have very different terpene profiles.</p>
<h2>Finally, the safety panels</h2>
<ul><li>Residual solvents: what is left from extraction, if any.</li><li>Pesticides, heavy metals and microbials, where the state requires them.</li></ul>
<p>The <a href="/about#thecolors">cannastamp</a> draws the potency and terpene tables as one picture, so you can compare products at a glance.</p>`,
  },
  {
    title: 'Terpenes 101: the nine you will meet most',
    excerpt: 'Myrcene, pinene, caryophyllene, limonene and friends: what they smell like and where they show up.',
    publishedAt: '2026-09-20T16:00:00.000Z',
    content: `<p>Over 650 active compounds have been found in cannabis, but nine terpenes make up most of what labs report. The cannastamp's outer ring gives each one a fixed colour and place.</p>
<ul>
<li><strong>Myrcene</strong>: earthy and musky, the most common terpene in commercial flower.</li>
<li><strong>α-Pinene and β-Pinene</strong>: pine needles and fresh herbs.</li>
<li><strong>Caryophyllene</strong>: black pepper and clove; it also binds to the body's CB2 receptors.</li>
<li><strong>Humulene</strong>: hops and wood, often found beside caryophyllene.</li>
<li><strong>Limonene</strong>: citrus peel.</li>
<li><strong>Terpinolene</strong>: fresh, floral, a little fruity; rare as the leading terpene, but distinctive when it is.</li>
<li><strong>Linalool</strong>: lavender.</li>
<li><strong>Ocimene</strong>: sweet, herbal, basil.</li>
</ul>
<p>Researchers who grouped thousands of lab results found most products fall into three families: caryophyllene and limonene, myrcene and pinene, and terpinolene. Strain names, it turns out, predict very little. The lab result does.</p>`,
  },
  {
    title: 'What the cannastamp colours mean',
    excerpt: 'Two rings, fifteen colours, and why a small amount still shows.',
    publishedAt: '2026-10-08T16:00:00.000Z',
    content: `<p>The cannastamp is drawn from a product's lab result. The inner ring holds six cannabinoids, the outer ring the nine main terpenes, and every compound always has the same colour and the same place.</p>
<h2>More colour, more compound</h2>
<p>Each wedge fills in proportion to how much of its compound the lab found. The scale is logarithmic with a knee, so a 0.05% terpene still shows next to 20% THC, while large amounts still look large.</p>
<h2>Reading one</h2>
<ul><li>A big green wedge in the inner ring: a THC-rich product.</li><li>Blue next to it: CBD, which tempers THC.</li><li>A brown outer wedge: myrcene; yellow: limonene; red: caryophyllene.</li></ul>
<p>The full key is on our <a href="/about#thecolors">about page</a>. Products with similar stamps tend to feel alike, which is why every product page lists its nearest neighbours by profile.</p>`,
  },
  {
    title: 'Why strain names are not enough',
    excerpt: 'Two jars called Blue Dream can be two different experiences. Here is what to look at instead.',
    publishedAt: '2026-10-30T16:00:00.000Z',
    content: `<p>A strain name is a label a grower chose. Across shops and growers, products sold under one name can differ widely in THC, CBD and terpenes, and products under different names can be nearly identical.</p>
<blockquote>Look at the result, not the name.</blockquote>
<p>When you find something you like, rate it for what you used it for (thinking, relaxing, sleeping, socializing) and save it to your binder. Next time, search for products whose cannastamps look like it, whatever they are called.</p>`,
  },
];

export function demoBlogPosts(): { posts: BlogPost[]; images: { key: string; svg: string }[] } {
  const images: { key: string; svg: string }[] = [];
  const out = posts.map((p, i) => {
    const id = makeId(9, i);
    images.push({
      key: `blog/${id}/featured.svg`,
      svg: brandArt('gallery', (90 + i * 70) % 360, (150 + i * 50) % 360, i + 1),
    });
    return { ...p, id, featured_image: `/media/blog/${id}/featured.svg` };
  });
  return { posts: out, images };
}
