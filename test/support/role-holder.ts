import type { RoleHolder } from '#shared/roles';

/** A user with no role (a consumer) and id u1, given whatever flags a test sets. */
export const roleHolder = <U extends RoleHolder = RoleHolder>(over: Partial<U> = {}): U =>
  ({
    _id: 'u1',
    adminUser: false,
    processorUser: false,
    dispensaryUser: false,
    serviceDataEntry: false,
    serviceReview: false,
    ...over,
  }) as U;
