import { requireAdmin } from "~/features/auth/session.server";
import { renderMarkdown } from "~/features/articles/markdown.server";
import type { Route } from "./+types/markdown-preview";

/** The article dialog's preview, rendered and sanitized exactly as the public article page does. */
export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  const form = await request.formData().catch(() => new FormData());
  const content = String(form.get("content") ?? "").slice(0, 100_000);
  return { html: renderMarkdown(content) };
}
