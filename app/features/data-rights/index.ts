// The rights desk's browser code (ADR 048): the "Your data" pages and the Data requests screen.
// The public pages' routes import their page's module itself, so no admin screen joins the code
// public pages share (vite.config.ts, startup chunks).
export { DataRequestsPage } from "./data-requests-page";
export { DeskSettingsSection } from "./desk-settings-section";
export { KIND_LABELS as DATA_REQUEST_KIND_NAMES } from "./requests";
