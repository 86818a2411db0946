import { runAdminAction } from "~/features/auth/gate.server";
import type { RouteHandle } from "~/lib/route-handle";

/** An image is larger than a form: the host allows this action an upload-sized body. */
export const handle = { uploadBody: true } satisfies RouteHandle;

/** POST multipart: `bucket` (case-studies or articles) and `file` (UPLOAD_ACTION, as the admin gate checked it). Answers the public URL. */
export const action = runAdminAction;
