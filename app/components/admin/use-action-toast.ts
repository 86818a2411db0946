import { useEffect, useRef } from "react";
import { notify } from "~/components/ui/toaster";
import type { ActionResult } from "~/lib/action-result";

interface ActionToasts {
  /** The spec's success toast, e.g. 'Lead deleted successfully'. */
  success: string;
  /** The spec's destructive toast text, e.g. 'Failed to delete lead'. */
  failure: string;
  /** Show the server's reason instead of `failure` when it gives one (article saves). */
  preferServerMessage?: boolean;
}

/** Turns each new action answer into its toast, once, and runs `onSuccess` after a success. */
export function useActionToast(result: ActionResult | undefined, toasts: ActionToasts, onSuccess?: () => void) {
  const handled = useRef<ActionResult>(undefined);
  const latest = useRef({ toasts, onSuccess });
  useEffect(() => {
    latest.current = { toasts, onSuccess };
  });
  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    const { toasts, onSuccess } = latest.current;
    if (result.ok) {
      void notify("success", { title: toasts.success });
      onSuccess?.();
    } else {
      const description = toasts.preferServerMessage && result.message ? result.message : toasts.failure;
      void notify("error", { title: "Error", description });
      console.error(toasts.failure, result.message ?? result.fieldErrors);
    }
  }, [result]);
}
