import { data } from "react-router";
import { z } from "zod";
import { issuedDocumentPdf } from "~/features/billing/invoice-pdf.server";
import { issuedDocument } from "~/features/billing/invoices.server";
import { databaseContext } from "~/infrastructure/context";
import type { Route } from "./+types/pdf";

/** An invoice's or credit note's PDF, as issued (the admin gate checked who may bill). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = z.uuid().safeParse(params.id);
  const document = id.success ? await issuedDocument(context.get(databaseContext).db, id.data) : null;
  if (!document) throw data(null, { status: 404, statusText: "Not Found" });
  return issuedDocumentPdf(document);
}
