import { PRICING } from '#shared/constants';
import type { Client } from '#shared/schemas/catalog';
import type { ProPlan } from '#shared/schemas/pro';

/**
 * Whether the company has a plan already: the kiosk plans are the Pro level (a trial's too),
 * Loyalty+ is loyalty switched on, and a COA concierge plan is the data-entry service with at
 * least that plan's monthly COAs (the service's limit is all the company records of it).
 */
export const hasPlan = (c: Client, plan: ProPlan): boolean => {
  const coa = c.coaDataEntryService?.enabled ? c.coaDataEntryService.serviceLimit : undefined;
  switch (plan) {
    case 'pro':
    case 'salesKiosk':
      return c.premiumEnabled;
    case 'loyaltyPlus':
      return c.loyaltyEnabled;
    case 'coaTrial':
      return coa !== undefined;
    case 'coaStandard':
      return coa !== undefined && coa >= PRICING.coaStandardMax;
    case 'coaPro':
      return coa !== undefined && coa >= PRICING.coaProMax;
  }
};
