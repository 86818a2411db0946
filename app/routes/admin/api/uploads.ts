import { requireAdmin } from "~/features/auth/session.server";
import { handleUpload } from "~/features/media/upload-form.server";
import type { Route } from "./+types/uploads";

/** POST multipart: `bucket` (case-studies or articles) and `file`. Answers the public URL. */
export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  return handleUpload(request, context);
}
