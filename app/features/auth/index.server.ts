// What other features may import of auth, for their server code (.server modules); they import nothing else of it (ADR 035).
export { type CheckedSignIn, DASHBOARD_PATH, LOGIN_PATH, signInAdmin } from "./session.server";
export { admitSignIn, forgiveSignIn, type SignInAttempt, TOO_MANY_ATTEMPTS } from "./throttle.server";
export { requireTwoFactor, twoFactorRequired } from "./two-factor-policy.server";
