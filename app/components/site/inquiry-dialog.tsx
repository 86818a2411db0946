import { Suspense, createContext, lazy, use, useCallback, useMemo, useState } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";

const InquiryDialogContent = lazy(() => import("./inquiry-dialog-content"));

const DialogContext = createContext<{ open: (trigger: HTMLElement | null) => void } | null>(null);

/** Holds the one inquiry dialog of the site; its code loads the first time it opens. */
export function InquiryDialogProvider({ children }: { children: React.ReactNode }) {
  const [state, setState] = useState<{ open: boolean; trigger: HTMLElement | null; loaded: boolean }>({
    open: false,
    trigger: null,
    loaded: false,
  });
  const open = useCallback((trigger: HTMLElement | null) => setState({ open: true, trigger, loaded: true }), []);
  const value = useMemo(() => ({ open }), [open]);
  return (
    <DialogContext value={value}>
      {children}
      {state.loaded ? (
        <Suspense fallback={null}>
          <InquiryDialogContent
            open={state.open}
            onOpenChange={(open) => {
              setState((s) => ({ ...s, open }));
              if (!open) requestAnimationFrame(() => state.trigger?.focus());
            }}
          />
        </Suspense>
      ) : null}
    </DialogContext>
  );
}

/**
 * A "Get Started" / "Start Your Project" button. Without JavaScript it is a link to the
 * contact form; with it, it opens the inquiry dialog.
 */
export function InquiryButton({ children, ...props }: Omit<ButtonProps, "asChild">) {
  const dialog = use(DialogContext);
  return (
    <Button asChild {...props}>
      <a
        href="/contact#inquiry"
        onClick={(event) => {
          if (!dialog) return;
          event.preventDefault();
          dialog.open(event.currentTarget);
        }}
      >
        {children}
      </a>
    </Button>
  );
}
