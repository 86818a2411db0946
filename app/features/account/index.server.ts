// What other features may import of account, for their server code (.server modules); they import nothing else of it (ADR 035).
export { enqueueTwoFactorNotice } from "./account-notices.server";
export { clearTwoFactor } from "./two-factor.server";
