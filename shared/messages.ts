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
} as const;
