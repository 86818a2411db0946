// The rights desk's browser code (ADR 048): the "Your data" pages and the Data requests screen.
export { ConfirmRequestPage } from "./confirm-request-page";
export { DataRequestsPage } from "./data-requests-page";
export { DeskSettingsSection } from "./desk-settings-section";
export { PrivacyContact, YourDataPage } from "./your-data-page";
export { KIND_LABELS as DATA_REQUEST_KIND_NAMES } from "./requests";
