// The admin clients pages, /admin/addclient and /admin/clients (spec 3 §2, §5, §8).

/** Spec 3 §8: a failed owner or admin change, followed by the reason. */
export const saveRejected = (reason: string) => `Error Saving Entity. Rejection: ${reason}`;
export const userNotFound = 'the user was not found' as const;
export const userInAnotherCompany = 'the user belongs to another company' as const;
export const clientNotFound = 'Company not found' as const;
/** Spec 3 §5: 'Messaging settings: loyalty enabled requires a phone number.' */
export const loyaltyNeedsPhone =
  'Loyalty needs a messaging phone number: enter the provider phone number first.' as const;
export const phoneInvalid = 'Phone numbers must be valid.' as const;
/** Spec 3 §5, §9: the COA monthly limit is an integer from 0 to 200. */
export const coaLimitRange = 'The COA monthly limit must be a whole number from 0 to 200.' as const;
export const changedMeanwhile = 'This company was changed meanwhile; reload the list and try again.' as const;
export const nameRequired = 'Company name is required.' as const;
