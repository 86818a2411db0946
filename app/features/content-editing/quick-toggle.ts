// The yes/no a content card switches at once, without opening its dialog: an article's
// Published, a case study's Featured. One entry each, read by the cards (browser), the tabs'
// actions, the admin gate's table and the audit log.

export interface QuickToggle {
  /** The action's intent, as the gate and the audit log name it. */
  intent: string;
  /** The form field (and record field) it sets; sent as "true" or "false". */
  field: string;
  /** The switch's visible label on the card. */
  label: string;
}

export const QUICK_TOGGLES = {
  article: { intent: "article-publish", field: "published", label: "Published" },
  caseStudy: { intent: "case-study-feature", field: "featured", label: "Featured" },
} as const satisfies Record<string, QuickToggle>;
