// Claiming a company, the company profile and its API key (spec 2 sections 2, 5 and 8).
// User-facing texts, verbatim from the spec (typos included where it says "wording as shown");
// named exports, so a bundle carries only the texts it uses.

// spec 2 section 8: a failed claim shows the test-result text (as shown), a failed profile save
// one of the two entity texts, each followed by the server's details
export const claimFailed = 'there was an error saving the testResult' as const;
export const entitySaveFailed = 'there was an error saving the entity' as const;
export const clientSaveFailed = 'there was an error saving the client' as const;
export const fetchEntityFailed = 'the server failed to fetch the client entity data' as const;
export const createIdentityFailed = 'the server failed to create the client identity' as const;

// the form's fields (spec 2 section 2 names them; the required texts are ours)
export const nameRequired = 'Business Name is required' as const;
export const typeRequired = 'Business Type is required' as const;
export const contactRequired = 'Primary Contact is required' as const;
export const contactPhoneRequired = 'Primary Contact Phone is required' as const;
export const licenseRequired = 'Regulatory License Number is required' as const;
export const businessIdRequired = 'Business ID is required' as const;
export const addressRequired = 'Address is required' as const;
export const cityRequired = 'City is required' as const;
export const stateRequired = 'State is required' as const;
export const zipRequired = 'ZIP is required' as const;
export const publicPhoneRequired = 'Public Phone is required' as const;
export const phoneInvalid = 'Phone numbers must be valid.' as const;
export const stateInvalid = 'Use the two-letter state code.' as const;
export const zipInvalid = 'ZIP must be 5 digits, or 5+4.' as const;
export const tooLong = (max: number) => `must be at most ${max} characters`;

// claiming (our wording: the spec shows only the failure text)
export const alreadyAssigned = 'You already belong to a company.' as const;
export const onlyBusinessClaims = 'Only producer and dispensary accounts can claim a company.' as const;
export const companyNotFound = 'Company not found' as const;
export const claimPending =
  'This company already has members. Your claim has been sent to them and to our team; you will get access once one of them approves it.' as const;
export const claimNotPending = 'This claim has already been answered.' as const;
export const claimantAssignedElsewhere = 'This person already belongs to another company.' as const;
export const proTrialOffer = (days: number) =>
  `Your company starts with a free ${days}-day Pro trial: the sales kiosk with your full inventory, kiosk locking and kiosk settings, no payment details needed. Loyalty messaging (Loyalty+) and the COA concierge are not part of the trial: ask for them on the Pro page.`;
export const premiumAdminOnly = 'Only an administrator can change the premium level.' as const;
export const typeAdminOnly = 'Only an administrator can change the business type.' as const;
export const imagesNotAllowed = 'Only dispensary and admin users can change the company images.' as const;
export const apiSecretMissing = 'This company has no API secret yet: rotate it to create one.' as const;
