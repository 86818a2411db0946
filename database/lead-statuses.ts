/** The spec's five lead statuses, in the order the admin dropdown lists them. */
export const leadStatuses = ["new", "contacted", "qualified", "converted", "closed"] as const;
export type LeadStatus = (typeof leadStatuses)[number];
