import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { useResultToast } from "~/components/forms/use-schema-form";
import type { FormResult } from "~/lib/form-result";

/** How a saved item is removed: the action, what the dialog asks, and the toasts. */
export interface ItemRemoval {
  intent: string;
  id: string;
  /** The dialog's question: 'Delete the reply "Price list"?' */
  question: string;
  /** The button's name for screen readers: 'Delete the reply Price list'. */
  label: string;
  /** Beside the button: 'Delete this reply'. */
  text: string;
  removed: string;
  removeFailed: string;
}

/**
 * An item of one of the owner's lists on Settings (a WhatsApp reply, a price): what it says, opening
 * on "Edit" to its form, and a removal that asks first.
 */
export function SavedListItem({
  summary,
  removal,
  children,
}: {
  summary: ReactNode;
  removal: ItemRemoval;
  /** The item's form. */
  children: ReactNode;
}) {
  const remove = useFetcher<FormResult>();
  useResultToast(remove.data, {
    success: { title: removal.removed },
    failure: { title: "Error", description: removal.removeFailed },
    serverMessage: true,
  });
  return (
    <details>
      <summary className="flex cursor-pointer items-start justify-between gap-3">
        <span className="min-w-0">{summary}</span>
        <span className="shrink-0 text-sm font-medium text-primary">Edit</span>
      </summary>
      <div className="mt-4 grid gap-3 border-t pt-4">
        {children}
        <div className="flex items-center gap-2 text-sm">
          <ConfirmDelete
            question={removal.question}
            label={removal.label}
            disabled={remove.state !== "idle"}
            onConfirm={() => void remove.submit({ intent: removal.intent, id: removal.id }, { method: "post" })}
          />
          {removal.text}
        </div>
      </div>
    </details>
  );
}
