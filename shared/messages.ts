// User-facing texts, verbatim from the spec (typos included where it says "wording as shown").
export const messages = {
  ageGateQuestion: 'Are you over 21?',
  ageGateInvalid:
    'You must be at least 21 and accept the terms of service and privacy policy to enter this website',
  masthead: "Find the cannabis experience you're looking for.",
  otherProductsBy: (brand: string) => `Other products by ${brand}`,
  productFetchFailed: 'product search query failed',
  notFound: 'Not Found',
  routeNotFound: 'No such route',
  invalidJson: 'The request body is not valid JSON',
  wrongContentType: 'Content-Type must be application/json',
  bodyTooLarge: 'The request body is too large',
  notAuthorized: 'Not Authorized',
  forbidden: 'You do not have access to this resource',
  internal: 'Something went wrong on our side. Please try again in a minute.',
  productNotFound: 'Product not found',
  lotNotFound: 'Lot not found',
  brandNotFound: 'Brand not found',

  // authentication (spec 1 sections 5 and 8)
  signupEmailInvalid: 'You must provide a valid E-Mail address.',
  passwordRequired: 'You must provide a password.',
  passwordsDidNotMatch: 'The passwords you entered did not match.',
  signinEmailInvalid: 'E-Mail address is not valid',
  noUserReturned: 'the server failed to return a user.',
  jwtExpired: 'jwt expired',
  // not shown in the spec: our wording (docs/auth.md)
  passwordPolicy: 'Your password must be at least 8 characters and contain an uppercase letter, a lowercase letter, a number and a symbol.',
  passwordRepeatRequired: 'Please repeat your password.',
  accountTypeRequired: 'Choose an account type.',
  emailTaken: 'An account with this e-mail address already exists. Sign in instead.',
  signinFailed: 'The e-mail address or password is incorrect.',
  accountDisabled: 'This account has been disabled. Contact support to restore it.',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  crossSite: 'Cross-site requests are not accepted.',
} as const;
