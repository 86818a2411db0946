// What other features may import of auth, for their browser code; they import nothing else of it (ADR 035).
export { adminAction, type AdminIdentity } from "./admin-action";
export { ROLE_LABELS, type StaffMember } from "./permissions";
export { LOGIN_MESSAGES } from "./schema";
export { usePermissions } from "./use-permissions";
