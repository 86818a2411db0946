/** The spec's five lead statuses, in the order the admin dropdown lists them. */
export const leadStatuses = ["new", "contacted", "qualified", "converted", "closed"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** The pipeline's steps in order; "closed" can end a lead at any of them, so it is no step. */
export const pipelineSteps = ["new", "contacted", "qualified", "converted"] as const satisfies readonly LeadStatus[];
