import { describe, expect, it } from 'vitest';
import { ACCESS_RULES } from './route-def.ts';
import { roleHolder } from '#test/support/role-holder';
import { allows, keepsFavourites, mayDeleteOwnAccount } from './roles.ts';

const user = roleHolder;

describe('roles', () => {
  it('lets an admin through every rule but another user’s own account and a kiosk’s PIN dialog', () => {
    const admin = user({ adminUser: true });
    for (const rule of ACCESS_RULES)
      expect(allows(rule, admin, { id: 'someone-else', clientId: 'c9' })).toBe(rule !== 'self' && rule !== 'kiosk');
  });

  it('passes a consumer only through the rules every signed-in user passes, and their own account', () => {
    const consumer = user();
    const passed = ACCESS_RULES.filter((rule) => allows(rule, consumer, { id: 'u1', clientId: 'c1' }));
    expect(passed).toEqual(['public', 'signedIn', 'self']);
  });

  it('passes a member of a client only for that client', () => {
    const member = user({ processorUser: true, clientAssignment: 'c1' });
    expect(allows('clientMember', member, { clientId: 'c1' })).toBe(true);
    expect(allows('clientMember', member, { clientId: 'c2' })).toBe(false);
    expect(allows('clientMember', member)).toBe(false);
  });

  it('tells processors from dispensaries for downloads and favourites', () => {
    const producer = user({ processorUser: true });
    const dispensary = user({ dispensaryUser: true });
    expect([allows('business', producer), allows('processor', producer), keepsFavourites(producer)]).toEqual([
      true,
      true,
      false,
    ]);
    expect([allows('business', dispensary), allows('processor', dispensary), keepsFavourites(dispensary)]).toEqual([
      true,
      false,
      true,
    ]);
    expect([
      mayDeleteOwnAccount(user()),
      mayDeleteOwnAccount(producer),
      mayDeleteOwnAccount(user({ adminUser: true })),
    ]).toEqual([true, false, false]);
  });

  it('names the data-entry and review staff', () => {
    expect(allows('dataEntry', user({ serviceDataEntry: true }))).toBe(true);
    expect(allows('review', user({ serviceDataEntry: true }))).toBe(false);
    expect(allows('review', user({ serviceReview: true }))).toBe(true);
  });
});
