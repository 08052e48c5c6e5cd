// Loyalty members and the kiosk's check-in calls (spec 3 §5, §8): verbatim where the spec gives them,
// typos and trailing spaces included ('wording as shown').

export const zipRequired = 'A Valid ZIP Code is Required. ' as const;
export const overAge = 'You Be Over 21. ' as const;
export const codeSent = 'Your new activation code has been sent' as const;
/** What the confirm step says first: the sign-up texted the code; codeSent is the spec's for a resend. */
export const codeTexted = 'We texted you an activation code. Enter it below.' as const;
export const emptyList = 'User list is empty' as const;

export const invalidPhone = 'Enter a 10-digit US phone number, without the country code.' as const;
export const phoneNotTextable = 'Use a mobile number: this one cannot take our text messages.' as const;
export const ageNotPlausible = 'Enter your age in years, from 21 to 120.' as const;
export const loyaltyOff = 'This business does not run a loyalty programme.' as const;
export const notMember = 'This phone number is not signed up for loyalty here.' as const;
export const alreadyMember = 'This phone number is already signed up for loyalty here.' as const;
export const notConfirmed = 'Confirm your phone number with the code we texted you before checking in.' as const;
export const optedOut =
  'This phone number has opted out of texts from this business. Sign up again to check in.' as const;
export const alreadyConfirmed = 'This phone number is already confirmed.' as const;
export const wrongCode = 'That code is not right. Check the text we sent you and try again.' as const;
export const codeExpired = 'That code has expired. Tap Send New Code for a new one.' as const;
export const codeExhausted = 'That code was tried too many times. Tap Send New Code for a new one.' as const;
export const unknownCategory = "Choose from this store's signup categories." as const;
export const tooManyForPhone =
  'Too many codes were sent to this phone number. Please wait a while and try again.' as const;
export const tooManyFromAddress =
  'Too many codes were asked for from this device. Please wait an hour and try again.' as const;
// our wording: the code's text could not go
export const noTexting =
  "This store cannot send texts yet: its messaging settings are incomplete. Ask the store's admin to finish them." as const;
export const codeNotSent = 'The code could not be texted right now. Please try again in a minute.' as const;
export const codeRefused = 'The code could not be texted to this phone number.' as const;
export const tooManyForClient = 'This store has sent too many codes in the last hour. Please try again later.' as const;

/**
 * The consent a shopper gives when they tap Sign Up!: the kiosk shows exactly this sentence (the
 * server hands it out with isInLoyalty) and the server records exactly this sentence with the member.
 */
export const signupConsent = (business: string) =>
  `By tapping Sign Up! you agree to receive recurring automated marketing text messages (SMS and MMS) from ${business} at this number. Consent is not a condition of purchase. Message frequency varies. Message and data rates may apply. Reply HELP for help, STOP to cancel.`;

/** The text that carries an activation code. */
export const codeText = (business: string, code: string) =>
  `${business}: your loyalty activation code is ${code}. It expires in 10 minutes. Reply STOP to cancel.`;

// the loyalty page's charts (docs/client-loyalty-members.md, Activity)
export const activityTitle = 'Members and check-ins' as const;
export const activityFailed = 'The charts could not be loaded.' as const;
export const activityTable = 'The figures, day by day' as const;
export const analyticsTitle = 'Loyalty analytics' as const;
