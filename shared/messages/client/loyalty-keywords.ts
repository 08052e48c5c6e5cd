// The provider's webhooks and the texts that answer a member's keywords (docs/client-loyalty-messages.md,
// Webhooks). Our wording: the spec gives none. Each answer names the business first, as carriers
// ask of every text, and says how to stop or get help.

/** A webhook request that does not carry the company's provider signature over its URL and fields. */
export const unsigned = 'This request is not signed by the messaging provider.' as const;

/** STOP (or any opt-out wording): sent once, when the member is opted out. */
export const optedOut = (business: string) =>
  `${business}: you are unsubscribed and will get no more loyalty texts from us. Reply START to resubscribe.`;

/** HELP or INFO: the business's contact line, its public phone when the company gave one. */
export const help = (business: string, phone: string | undefined) =>
  `${business} loyalty texts. ${phone ? `For help call ${phone}.` : 'For help, ask us in store.'} Msg & data rates may apply. Reply STOP to cancel.`;

/** START, UNSTOP or SUBSCRIBE from an opted-out member: sent once, when they are back in. */
export const optedIn = (business: string) =>
  `${business}: you are subscribed to loyalty texts again. Msg frequency varies. Msg & data rates may apply. Reply HELP for help, STOP to cancel.`;
