/** The accounts the e2e server starts with (made by setup-accounts.ts before it starts). */
export const accounts = {
  admin: { email: "owner@sparkline.example", password: "e2e-admin-password-1" },
  /** An admin whose account the throttling test locks (for every browser but the owner's). */
  lockable: { email: "lockable@sparkline.example", password: "e2e-lockable-password" },
  /** Signed in once, but holds no admin role. */
  member: { email: "member@sparkline.example", password: "e2e-member-password" },
};

/** File in the data directory holding the member's session cookie ("name=value"). */
export const MEMBER_COOKIE_FILE = "member-session-cookie";
