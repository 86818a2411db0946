// The demo content's one action: its intent and what the owner is told.

export const DEMO_CONTENT_INTENTS = { remove: "demo-content-remove" } as const;

export const DEMO_CONTENT_MESSAGES = {
  removed: "Demo content removed",
  removeFailed: "Could not remove the demo content. Please try again.",
} as const;

/** The demo records still on the site, by kind. */
export interface DemoContentLeft {
  caseStudies: number;
  articles: number;
}
