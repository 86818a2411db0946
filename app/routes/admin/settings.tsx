import { services } from "~/content/services";
import { runAdminAction } from "~/features/auth/gate.server";
import { BillingSettings } from "~/features/billing/billing-settings-sections";
import { billingDetails, priceList } from "~/features/billing/billing-settings.server";
import { requireAdmin } from "~/features/auth/session.server";
import { whatsappGreeting } from "~/features/leads/contact-links";
import { listReplies } from "~/features/whatsapp-replies/replies.server";
import { SettingsPage } from "~/features/whatsapp-replies/settings-page";
import { LostReasonsSettings } from "~/features/deals";
import { DeskSettingsSection } from "~/features/data-rights";
import { deskSettings } from "~/features/data-rights/index.server";
import { listLostReasons } from "~/features/deals/index.server";
import { databaseContext } from "~/infrastructure/context";
import { siteConfig } from "~/infrastructure/site-config.server";
import type { FormResult } from "~/lib/form-result";
import { adminMeta } from "~/lib/seo";
import { serverActionOrFailure } from "~/lib/server-action";
import type { Route } from "./+types/settings";

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { db } = context.get(databaseContext);
  return {
    replies: await listReplies(db),
    lostReasons: await listLostReasons(db),
    billing: await billingDetails(db),
    prices: await priceList(db),
    desk: await deskSettings(db),
    privacyEmail: siteConfig().privacyEmail,
    services: services.map(({ slug, title }) => ({ slug, title })),
    // The greeting as the WhatsApp button writes it, with its placeholders showing.
    greeting: whatsappGreeting({ name: "{name}", service: "{service}" }, siteConfig().brand),
  };
}

/** The screen's actions (WHATSAPP_REPLY_ACTIONS, LOST_REASON_ACTIONS, BILLING_SETTINGS_ACTIONS, DESK_SETTINGS_ACTION), as the admin gate checked them. */
export const action = runAdminAction;

/** A change whose request does not complete is answered as failed: the form toasts and keeps what was typed. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  serverActionOrFailure(serverAction, { ok: false } satisfies FormResult);

export const meta: Route.MetaFunction = () => adminMeta("Settings");

export default function Settings({
  loaderData: { lostReasons, billing, prices, services, desk, privacyEmail, ...replies },
}: Route.ComponentProps) {
  return (
    <SettingsPage {...replies}>
      <LostReasonsSettings reasons={lostReasons} />
      <BillingSettings details={billing} prices={prices} services={services} />
      <DeskSettingsSection settings={desk} privacyEmail={privacyEmail} />
    </SettingsPage>
  );
}
