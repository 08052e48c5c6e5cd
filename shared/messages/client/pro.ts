// The Pro pages, Get More with Pro (spec 2 §2, §9; spec 3 §2): the call to action and its answers.

export const title = 'Get More with Pro' as const;
export const proNotForProducers =
  'The Pro plan is for dispensaries and other stores; producers choose Sales Kiosk and Loyalty+.' as const;
export const requested = (plan: string) =>
  `Thanks! We have your request for ${plan} and will contact you within 24 hours. Nothing is charged until you agree to an invoice.`;
/** What the company has already, at the top of its Pro page (docs/client-pro.md, What the trial gives). */
export const onTrial = (company: string, until: string) =>
  `${company} is on the free Pro trial until ${until}: the sales kiosk with your full inventory, kiosk locking and kiosk settings. Loyalty+ and the COA concierge are not part of the trial: ask for them below.`;
export const onPro = (company: string) => `${company} is on Pro.`;
/** A plan card the company has already: no 'Ask for …' on it. */
export const included = 'Included in your plan' as const;
export const includedInTrial = 'Included in your trial' as const;
export const requestFailed = 'There was an error' as const;
/** The company's Pro page, once an admin has answered a request (docs/client-pro.md, Answers). */
export const requestApproved = (plan: string) => `Your request for ${plan} was approved`;
export const requestDeclined = (plan: string, reason?: string) =>
  `Your request for ${plan} was declined${reason ? `: ${reason}` : ''}`;
export const requestNotFound = 'Pro request not found' as const;
export const requestAnsweredMeanwhile =
  'This request was answered or asked again meanwhile; reload the list and try again.' as const;
