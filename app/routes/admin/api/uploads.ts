import { requireAdmin } from "~/features/auth/session.server";
import { handleUpload } from "~/features/media/upload-form.server";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/uploads";

/** An image is larger than a form: the host allows this action an upload-sized body. */
export const handle = { uploadBody: true } satisfies RouteHandle;

/** POST multipart: `bucket` (case-studies or articles) and `file`. Answers the public URL. */
export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  return handleUpload(request, context);
}
