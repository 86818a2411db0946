// The Leads tab's board as leadBoard (lead-list.server.ts) returns it and the browser receives it,
// typed here so the board's components need no .server module, not even for a type.
import type { leads } from "#database/schema";
import type { LeadStatus } from "#database/lead-statuses";

/** A lead as a board card shows it: who, what for, the deal's worth, how old, the next follow-up. */
export type BoardLead = Pick<
  typeof leads.$inferSelect,
  "id" | "name" | "service" | "status" | "dealValue" | "followUpAt" | "createdAt"
> & {
  /** How long ago it came: '2 h'. */
  age: string;
  followUpOverdue: boolean;
};

/** A status's column: every lead of the filter in that status, counted and summed, and the newest of them. */
export interface BoardColumn {
  status: LeadStatus;
  count: number;
  /** The deal values of all `count` leads, in whole rupees (a lead without a deal adds nothing). */
  value: number;
  leads: BoardLead[];
}

/** A status as the Status filter, the phone's Filters toggle and the board's columns write it: "Contacted". */
export const statusLabel = (status: LeadStatus) => status[0]!.toUpperCase() + status.slice(1);
