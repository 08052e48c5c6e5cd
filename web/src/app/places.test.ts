import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pages } from '#shared/pages';
import { roleHolder } from '#test/support/role-holder';
import { BEFORE_AGE_GATE, FOOTER_LINKS, navFor } from './places.ts';

const labels = (links: { label: string }[]) => links.map((l) => l.label);

describe('the header nav, drawn from the page table', () => {
  it.each<[string, Parameters<typeof navFor>[0], string[]]>([
    ['a consumer', roleHolder(), ['Favorites', 'Account']],
    ['a producer without a company', roleHolder({ processorUser: true }), ['My Company', 'Account']],
    ['a dispensary with one', roleHolder({ dispensaryUser: true, clientAssignment: 'c9' }), ['Company', 'Account']],
    ['a data-entry clerk', roleHolder({ serviceDataEntry: true }), ['Favorites', 'Enter Data', 'Account']],
    [
      'an admin',
      roleHolder({ adminUser: true }),
      [
        'Favorites',
        'Users',
        'Products',
        'Clients',
        'Lots',
        'Tests',
        'Recalc',
        'Posts',
        'Training',
        'Enter Data',
        'Review Data',
        'Account',
      ],
    ],
  ])('%s', (_who, user, expected) => {
    expect(labels(navFor(user))).toEqual(expected);
  });

  it('fills each link from the user', () => {
    const links = navFor(roleHolder({ dispensaryUser: true, clientAssignment: 'c9' }));
    expect(links.map((l) => l.href)).toEqual(['/client/c9/manageProducts', '/user/u1']);
  });

  it("marks Company on every page of the company's area, and other links on their own pages", () => {
    const links = navFor(roleHolder({ processorUser: true, clientAssignment: 'c9' }));
    expect(links.map((l) => [l.label, l.area])).toEqual([
      ['Company', '/client/c9/'],
      ['Account', '/user/u1/'],
    ]);
  });
});

describe('the footer and the age gate', () => {
  it('lists the footer links in order', () => {
    expect(FOOTER_LINKS.map((l) => [l.label, l.href])).toEqual([
      ['About', '/about'],
      ['Producers & Processors', '/brands'],
      ['Dispensaries', '/dispensaries'],
      ['CannaTalk', '/cannatalk'],
      ['Terpestival', '/terpestival'],
      ['Invest', '/invest'],
      ['Contact', '/contact'],
      ['Privacy', '/privacy'],
      ['Terms of Service', '/termsofservice'],
    ]);
  });

  it('lets the pages the gate links to, and goodbye, be read before it', () => {
    expect(BEFORE_AGE_GATE.sort()).toEqual(['/goodbye', '/privacy', '/termsofservice']);
  });
});

describe('views', () => {
  const routes = join(import.meta.dirname, '..', 'routes');
  const views = Object.values(pages).map((p) => p.view);
  // the router's own frame: the client area's shell and the not-found page
  const FRAME = ['client/shell', 'not-found'];

  it('gives every page a view under web/src/routes', () => {
    for (const view of views) expect(existsSync(join(routes, `${view}.tsx`)), view).toBe(true);
  });

  it('has no module under web/src/routes that no page opens', () => {
    const files = readdirSync(routes, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.tsx'))
      .map((f) => relative(routes, join(routes, f)).replace(/\.tsx$/, ''));
    expect(files.filter((f) => !views.includes(f) && !FRAME.includes(f))).toEqual([]);
  });
});
