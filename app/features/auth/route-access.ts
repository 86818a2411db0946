import { ACCOUNT_INTENTS } from "../account/schema";
import { ARTICLE_INTENTS } from "../articles/schema";
import { CASE_STUDY_INTENTS } from "../case-studies/schema";
import { QUICK_TOGGLES } from "../content-editing/quick-toggle";
import { LEAD_TAP_INTENTS } from "../leads/contact-links";
import { LEAD_PAGE_INTENTS } from "../leads/lead-page-schema";
import { LEAD_INTENTS } from "../leads/schema";
import { TEAM_INTENTS } from "../team/schema";
import { WEBHOOK_INTENTS } from "../webhooks/events";
import type { Permission } from "./permissions";

// Every route behind the admin gate, by the pattern React Router matched, with the permission it
// needs and the permission each of its actions (by `intent`) needs; every action is listed, the
// audit log names them by these intents, and one not listed needs the route's permission. The gate
// (adminOnly) refuses a route missing here: a new route is closed until it has an entry, and the
// test of the route table fails until it does.

export interface RouteAccess {
  /** What opening the route (and any action not listed below) needs. */
  permission: Permission;
  /** Each action's permission, by intent (the same as `permission` for most). */
  intents?: Record<string, Permission>;
}

const leadActions: Record<string, Permission> = {
  [LEAD_INTENTS.status]: "leads",
  [LEAD_INTENTS.delete]: "leads:delete-export",
};

/** Every action of a screen, each needing the same permission. */
const each = (intents: Record<string, string>, permission: Permission): Record<string, Permission> =>
  Object.fromEntries(Object.values(intents).map((intent) => [intent, permission]));

export const ADMIN_ROUTE_ACCESS: Record<string, RouteAccess> = {
  "/admin": { permission: "dashboard" },
  "/admin/logout": { permission: "dashboard" },
  // The Overview is the dashboard's index: it sends an Editor on to their first tab.
  "/admin/dashboard": { permission: "dashboard" },
  "/admin/dashboard/leads": { permission: "leads", intents: leadActions },
  "/admin/leads/:id": {
    permission: "leads",
    intents: {
      ...leadActions,
      [LEAD_TAP_INTENTS.call]: "leads",
      [LEAD_TAP_INTENTS.whatsapp]: "leads",
      [LEAD_PAGE_INTENTS.note]: "leads",
      [LEAD_PAGE_INTENTS.followUp]: "leads",
      [LEAD_PAGE_INTENTS.followUpDone]: "leads",
      [LEAD_PAGE_INTENTS.merge]: "leads",
      [LEAD_PAGE_INTENTS.consentWithdrawn]: "leads",
      [LEAD_PAGE_INTENTS.assign]: "leads",
    },
  },
  "/admin/api/leads.csv": { permission: "leads:delete-export" },
  "/admin/dashboard/case-studies": {
    permission: "content",
    intents: {
      [CASE_STUDY_INTENTS.save]: "content",
      [CASE_STUDY_INTENTS.delete]: "content",
      [QUICK_TOGGLES.caseStudy.intent]: "content",
    },
  },
  "/admin/dashboard/articles": {
    permission: "content",
    intents: {
      [ARTICLE_INTENTS.save]: "content",
      [ARTICLE_INTENTS.delete]: "content",
      [QUICK_TOGGLES.article.intent]: "content",
    },
  },
  "/admin/api/uploads": { permission: "content" },
  "/admin/api/markdown-preview": { permission: "content" },
  "/admin/audit": { permission: "owner" },
  "/admin/api/audit.csv": { permission: "owner" },
  "/admin/webhooks": { permission: "owner", intents: each(WEBHOOK_INTENTS, "owner") },
  "/admin/team": { permission: "owner", intents: each(TEAM_INTENTS, "owner") },
  // Every staff member's own sessions and password.
  "/admin/account": {
    permission: "dashboard",
    intents: each(ACCOUNT_INTENTS, "dashboard"),
  },
};
