// The kiosk's loyalty check-in (spec 3 'Loyalty check-in flow', issue texts): verbatim where the spec gives them.

export const cardTitle = 'Loyalty Checkin' as const;
export const cardText = 'Stay in touch with education, deals and drops!' as const;
export const overlayTitle = 'Loyalty check-in' as const;
export const phoneLabel = 'Phone number' as const;
export const signUp = 'Sign Up!' as const;
export const signupTitle = 'Signup For Loyalty' as const;
export const zipLabel = 'ZIP code' as const;
export const ageLabel = 'Age' as const;
export const confirmTitle = 'Confirm your phone' as const;
export const categoriesLabel = 'Send me news about' as const;
export const codeLabel = 'Activation code' as const;
export const sendNewCode = 'Send New Code' as const;
export const confirmAccount = 'Confirm Account' as const;
export const thanks = 'Thanks For Signing Up' as const;
export const closingSoon = "We'll Close This Momentarily!" as const;
export const close = 'Close' as const;
export const restart = 'Restart' as const;
export const networkFailure = "We're having a hard time reaching the mother ship, hang in there!" as const;
export const offline =
  'Check-in needs the network, and this kiosk is offline right now. Please ask the staff.' as const;
/** The storefront header's greeting once a shopper is checked in (ours: the spec shows none). */
export const welcomeBack = 'Welcome back!' as const;
export const checkedIn = 'Checked in' as const;
export const pointsBalance = (points: number) =>
  `${points.toLocaleString('en-US')} ${points === 1 ? 'point' : 'points'}`;
/** A locked check-in button's wait (spec 3: 10 s after a press), counted down under it. */
export const resendIn = (seconds: number) => `You can send a new code in ${seconds} s` as const;
export const confirmIn = (seconds: number) => `You can confirm again in ${seconds} s` as const;
