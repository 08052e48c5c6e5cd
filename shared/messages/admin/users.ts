// The admin users table (spec 3 §2, §5, §8): the texts an admin sees.

export const deleteBlockedRole =
  'deleting of Admins, Dispensary accounts and Processor Accounts is not allowed' as const;
export const deleteBlockedClient = 'deleting users with client assignments is currently blocked' as const;
/** Not in the spec: an admin removing their own flag would lock themselves out of this very page. */
export const ownAdminFlag = 'You cannot remove your own admin role; ask another admin to do it.' as const;
/** Not in the spec: disabling yourself ends the session that is making the change. */
export const ownDisabled = 'You cannot disable your own account.' as const;
export const userNotFound = 'User not found' as const;
/** The row changed since the table was read (another admin's toggle): reload and try again. */
export const changedMeanwhile = 'This user was changed meanwhile; reload the list and try again.' as const;
