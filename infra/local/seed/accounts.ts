import { markerKey } from '#lib/table/keys';

/** The demo accounts, one per role. Local-only passwords, printed by `npm start`. */
export const DEMO_ACCOUNTS = [
  { role: 'consumer', email: 'consumer@demo.cannastamp.test', password: 'Consumer-Demo-21', flags: {} },
  {
    role: 'producer',
    email: 'producer@demo.cannastamp.test',
    password: 'Producer-Demo-21',
    flags: { processorUser: true },
    client: 'producer',
  },
  {
    role: 'dispensary',
    email: 'dispensary@demo.cannastamp.test',
    password: 'Dispensary-Demo-21',
    flags: { dispensaryUser: true },
    client: 'dispensary',
  },
  { role: 'admin', email: 'admin@demo.cannastamp.test', password: 'Admin-Demo-2121', flags: { adminUser: true } },
  {
    role: 'data entry',
    email: 'entry@demo.cannastamp.test',
    password: 'Entry-Demo-2121',
    flags: { serviceDataEntry: true },
  },
  {
    role: 'reviewer',
    email: 'review@demo.cannastamp.test',
    password: 'Review-Demo-2121',
    flags: { serviceReview: true },
  },
] as const;

/** Set when the whole seed has been written: a later start checks it before loading the seed. */
export const SEED_MARKER = markerKey('SEED#demo');

/** The accounts as `npm start` prints them. */
export const demoAccountList = () => DEMO_ACCOUNTS.map(({ role, email, password }) => ({ role, email, password }));
