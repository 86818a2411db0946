/** The accounts the e2e server starts with (made by setup-accounts.ts before it starts). */
export const accounts = {
  /** The owner (made by `admin:create`, as on a new site). */
  admin: { email: "owner@sparkline.example", password: "e2e-admin-password-1", name: "Meera Iyer" },
  /** An Admin whose account the throttling test locks (for every browser but the owner's). */
  lockable: { email: "lockable@sparkline.example", password: "e2e-lockable-password", name: "Nikhil Jain" },
  /** Signed in once, but holds no staff role. */
  member: { email: "member@sparkline.example", password: "e2e-member-password", name: "Farah Khan" },
  /** One account for each staff role below the owner. */
  staffAdmin: { email: "admin@sparkline.example", password: "e2e-staff-admin-password", name: "Arjun Rao" },
  sales: { email: "sales@sparkline.example", password: "e2e-sales-password-1", name: "Kavya Nair" },
  editor: { email: "editor@sparkline.example", password: "e2e-editor-password-1", name: "Rahul Verma" },
  /** An Admin made by `admin:create` without --name: "Your account" asks them for it. */
  nameless: { email: "new.admin@sparkline.example", password: "e2e-nameless-password" },
};

/** File in the data directory holding the member's session cookie ("name=value"). */
export const MEMBER_COOKIE_FILE = "member-session-cookie";
