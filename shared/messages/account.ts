// The account page: contact details, password change, account deletion (spec 1 sections 5 and 8).
// User-facing texts, verbatim from the spec (typos included where it says "wording as shown");
// named exports, so a bundle carries only the texts it uses. `as const` keeps a text's literal
// type where it is put in an object, as the single messages object did.

export const currentPasswordRequired = 'You must provide your current password.' as const;
export const phoneInvalid = 'Phone numbers must be valid.' as const;
export const informationUpdated = 'Information Updated, Redirecting!' as const;
export const deleteAccountTitle = 'Delete Your Account?' as const;
export const deleted = 'deleted' as const;
export const deleteFailed = 'There was a problem deleting your account.' as const;
export const deleteFailedRetry = 'Please try again later.' as const;
export const deleteBlockedRole =
  'deleting of Admins, Dispensary accounts and Processor Accounts is not allowed' as const;
export const deleteBlockedClient = 'deleting users with client assignments is currently blocked' as const;
export const currentPasswordWrong = 'Your current password is not correct.' as const;
export const passwordChanged = 'Your password has been changed.' as const;
export const emailBelongsToAnother = 'That e-mail address belongs to another account.' as const;
