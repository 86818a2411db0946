/**
 * What a lead says about the person, as the inquiry form collects it and as staff correct it, and
 * the most each field may hold. Here, not in a feature: the inquiry form's limits load with every page, and a feature's entry would bring its phone rules (libphonenumber) along.
 */
export const LEAD_DETAIL_LIMITS = { name: 100, phone: 20, email: 254, city: 80, service: 120 } as const;
export type LeadDetailField = keyof typeof LEAD_DETAIL_LIMITS;
export const leadDetailFields = Object.keys(LEAD_DETAIL_LIMITS) as LeadDetailField[];
