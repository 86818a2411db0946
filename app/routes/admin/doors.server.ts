import { ACCOUNT_ACTIONS } from "~/features/account/actions.server";
import { ARTICLE_ACTIONS, ARTICLE_PREVIEW_ACTIONS, MARKDOWN_PREVIEW_ACTION } from "~/features/articles/editor.server";
import { CATEGORY_ACTIONS } from "~/features/articles/categories.server";
import { AUDIT_EVENTS } from "~/features/audit/actions";
import { SIGN_OUT_ACTION } from "~/features/auth/actions.server";
import { type AdminAction, type AdminDoor, auditedAs } from "~/features/auth/admin-action";
import { adminGate } from "~/features/auth/gate.server";
import { BILLING_SETTINGS_ACTIONS, INVOICE_ACTIONS, QUOTE_ACTIONS } from "~/features/billing/actions.server";
import { CASE_STUDY_ACTIONS } from "~/features/case-studies/editor.server";
import { BREACH_ACTIONS } from "~/features/data-rights/breach-actions.server";
import { DATA_REQUEST_ACTIONS, DESK_SETTINGS_ACTION } from "~/features/data-rights/index.server";
import { DEMO_CONTENT_ACTION } from "~/features/demo-content/index.server";
import { LOST_REASON_ACTIONS } from "~/features/deals/index.server";
import { redirectActions } from "~/features/redirects/index.server";
import { LEAD_PAGE_ACTIONS, LEAD_ROW_ACTIONS } from "~/features/lead-workspace/actions.server";
import { onlyAssignedTo, allInLeadScope } from "~/features/leads/lead-scope.server";
import { UPLOAD_ACTION } from "~/features/media/upload-form.server";
import { TEAM_ACTIONS } from "~/features/team/actions.server";
import { WEBHOOK_ACTIONS } from "~/features/webhooks/actions.server";
import { WHATSAPP_REPLY_ACTIONS } from "~/features/whatsapp-replies/actions.server";
import { livePages } from "../public-pages.server";

// Every route behind the admin gate, by the pattern React Router matches, with what opening it
// needs and the actions posted to it (each declared beside its feature: ADR 030). The gate refuses
// a route missing here and runs only the actions listed for the route; a new action is one
// declaration in its feature, listed in the feature's array that its route's entry already takes.

/** A search of the leads is logged with its filters, never the words searched for (a name, a number). */
function searchedLeads(query: URLSearchParams) {
  if (!query.get("q")?.trim()) return null;
  const filters = [...query.keys()].filter((key) => key !== "q").map((key) => [key, query.get(key)]);
  return { ...Object.fromEntries(filters), words: true };
}

/** A redirect may not hide a live page of the site. */
const REDIRECT_ACTIONS = redirectActions(livePages);

export const ADMIN_DOORS: Record<string, AdminDoor> = {
  "/admin": { permission: "dashboard" },
  "/admin/logout": { permission: "dashboard", actions: [SIGN_OUT_ACTION], twoFactorSetup: true },
  // The Overview is the dashboard's index: it sends an Editor on to their first tab.
  "/admin/dashboard": { permission: "dashboard" },
  "/admin/dashboard/leads": {
    permission: "leads",
    actions: LEAD_ROW_ACTIONS,
    auditRead: { action: "leads-search", details: searchedLeads },
  },
  "/admin/leads/:id": {
    permission: "leads",
    leads: ["id"],
    actions: [...LEAD_ROW_ACTIONS, ...LEAD_PAGE_ACTIONS, ...INVOICE_ACTIONS],
    auditRead: { action: "lead-view", lead: "id" },
  },
  "/admin/leads/:id/quote": { permission: "billing", leads: ["id"], actions: QUOTE_ACTIONS },
  // An invoice's or credit note's PDF, as issued.
  "/admin/invoices/:id/pdf": { permission: "billing" },
  // The export logs itself, with its filter and the number of rows it wrote.
  "/admin/api/leads.csv": { permission: "leads:delete-export" },
  // The demo content's removal is the owner's, from either content tab, where its notice shows.
  "/admin/dashboard/case-studies": { permission: "content", actions: [...CASE_STUDY_ACTIONS, DEMO_CONTENT_ACTION] },
  "/admin/dashboard/articles": {
    permission: "content",
    actions: [...ARTICLE_ACTIONS, ...ARTICLE_PREVIEW_ACTIONS, DEMO_CONTENT_ACTION],
  },
  "/admin/api/uploads": { permission: "content", actions: [UPLOAD_ACTION] },
  "/admin/api/markdown-preview": { permission: "content", actions: [MARKDOWN_PREVIEW_ACTION] },
  // A social card drawn from a dialog's fields, for its Search and social preview.
  "/admin/api/social-card-preview": { permission: "content" },
  // A case study's or article's kept versions, read by its card's history.
  "/admin/api/revisions/:kind/:id": { permission: "content" },
  // Old addresses sent on to new ones, and the 404 log they are made from.
  "/admin/redirects": { permission: "content", actions: REDIRECT_ACTIONS.screen },
  "/admin/api/redirects.csv": { permission: "content", actions: [REDIRECT_ACTIONS.csvImport] },
  // Article categories, each with a page and a feed.
  "/admin/categories": { permission: "content", actions: CATEGORY_ACTIONS },
  "/admin/audit": { permission: "owner" },
  // People's requests about their data (ADR 048): the owner, and Admins when the owner allows it.
  "/admin/data-requests": { permission: "privacy", actions: DATA_REQUEST_ACTIONS },
  "/admin/api/audit.csv": { permission: "owner" },
  // The register of personal data breaches, with the texts for the Board and the notices to people (DPDP Rules, Rule 7).
  "/admin/breaches": { permission: "owner", actions: BREACH_ACTIONS },
  "/admin/webhooks": { permission: "owner", actions: WEBHOOK_ACTIONS },
  "/admin/team": { permission: "owner", actions: TEAM_ACTIONS },
  "/admin/settings": {
    permission: "owner",
    actions: [...WHATSAPP_REPLY_ACTIONS, ...LOST_REASON_ACTIONS, ...BILLING_SETTINGS_ACTIONS, DESK_SETTINGS_ACTION],
  },
  // Every staff member's own sessions, password and two-factor sign-in.
  "/admin/account": { permission: "dashboard", actions: ACCOUNT_ACTIONS, twoFactorSetup: true },
  // Where a page a role does not include sends its staff member: told so inside the admin's frame.
  "/admin/not-allowed": { permission: "dashboard" },
  // Any other address in the admin area: signed-in staff are told it is not there.
  "/admin/*": { permission: "dashboard" },
};

/** Every declared action, once (the row actions are posted to two routes). */
export const ADMIN_ACTIONS: readonly AdminAction<unknown>[] = [
  ...new Set(Object.values(ADMIN_DOORS).flatMap((door) => door.actions ?? [])),
];

/** The Audit log screen's names for every action it can hold. */
export const AUDIT_LABELS: Readonly<Record<string, string>> = {
  ...AUDIT_EVENTS,
  ...Object.fromEntries(
    ADMIN_ACTIONS.flatMap((action) => {
      const name = auditedAs(action);
      return action.audit && name ? [[name, action.audit.label]] : [];
    }),
  ),
};

/** The one gate of the admin area, with this table and the leads' reach (ADR 024). */
export const adminOnly = adminGate(ADMIN_DOORS, (db, me, leadIds) => allInLeadScope(db, onlyAssignedTo(me), leadIds));
