import { runAdminAction } from "~/features/auth/gate.server";

/** The article dialog's preview (MARKDOWN_PREVIEW_ACTION), as the admin gate checked it. */
export const action = runAdminAction;
