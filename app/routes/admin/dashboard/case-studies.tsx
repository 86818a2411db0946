import { runAdminAction } from "~/features/auth/gate.server";
import { requireAdmin } from "~/features/auth/session.server";
import { databaseContext } from "~/infrastructure/context";
import { listAllCaseStudies } from "~/features/case-studies/admin-queries.server";
import { CaseStudiesPanel } from "~/features/case-studies/case-studies-panel";
import { serviceChoices } from "~/features/services/catalog.server";
import type { FormResult } from "~/lib/form-result";
import { serverActionOrFailure } from "~/lib/server-action";
import { DemoContentNotice } from "~/features/demo-content";
import { demoContentFor, orEmpty } from "./tab-data.server";
import type { Route } from "./+types/case-studies";

export async function loader({ context }: Route.LoaderArgs) {
  const member = requireAdmin(context);
  const { db } = context.get(databaseContext);
  return {
    caseStudies: await orEmpty("case studies", [], () => listAllCaseStudies(db)),
    services: serviceChoices(),
    demoContent: await demoContentFor(member, db),
  };
}

/** The dialog's save, the card's delete and its switch, as the admin gate checked them. */
export const action = runAdminAction;

/** A save, switch or delete whose request does not complete is answered as failed: the toast says so, the dialog keeps what was typed. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  serverActionOrFailure(serverAction, { ok: false } satisfies FormResult);

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <DemoContentNotice left={loaderData.demoContent} />
      <CaseStudiesPanel caseStudies={loaderData.caseStudies} services={loaderData.services} />
    </>
  );
}
