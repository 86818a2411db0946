import { z } from "zod";
import { adminAction } from "~/features/auth";
import { databaseContext, publicPagesContext, storageContext } from "~/infrastructure/context";
import { formReply } from "~/lib/form-result";
import { removeDemoContent } from "./seed.server";
import { DEMO_CONTENT_INTENTS } from "./schema";

// The owner's one step from a demo site to their own: the sample case studies and articles go,
// declared for the admin gate (ADR 030) and written to the audit log.

export const DEMO_CONTENT_ACTION = adminAction({
  intent: DEMO_CONTENT_INTENTS.remove,
  permission: "owner",
  schema: z.object({}),
  audit: { label: "Removed the demo content" },
  async run({ context }) {
    await removeDemoContent({ db: context.get(databaseContext).db, storage: context.get(storageContext) });
    // The case studies and articles were on public pages: kept copies are stale on every instance.
    context.get(publicPagesContext).contentChanged();
    return formReply({ ok: true });
  },
});
