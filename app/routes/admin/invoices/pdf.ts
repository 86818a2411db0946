import { data } from "react-router";
import { z } from "zod";
import { issuedDocumentPdf } from "~/features/billing/invoice-pdf.server";
import { issuedDocument } from "~/features/billing/invoices.server";
import { requireAdmin } from "~/features/auth/session.server";
import { onlyAssignedTo } from "~/features/leads/lead-scope.server";
import { databaseContext } from "~/infrastructure/context";
import type { Route } from "./+types/pdf";

/**
 * An invoice's or credit note's PDF, as issued: the admin gate checked who may bill; a Sales person
 * limited to their assigned leads gets only those leads' documents.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = z.uuid().safeParse(params.id);
  const limited = onlyAssignedTo(requireAdmin(context));
  const document = id.success ? await issuedDocument(context.get(databaseContext).db, id.data, limited) : null;
  if (!document) throw data(null, { status: 404, statusText: "Not Found" });
  return issuedDocumentPdf(document);
}
