import { Suspense, createContext, use, useCallback, useId, useMemo, useState } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";

/** The dialog itself (the leads feature's form in a dialog), loaded on demand by the caller. */
export type InquiryDialogContent = React.ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void }>;

const DialogContext = createContext<{
  open: (trigger: HTMLElement, triggerId: string) => void;
  /** The `triggerId` of the button the open dialog came from. */
  openedBy: string | null;
} | null>(null);

/** Holds the one inquiry dialog of the site; its code loads the first time it opens. */
export function InquiryDialogProvider({
  content: Content,
  children,
}: {
  /** A `lazy()` component, so its code loads the first time the dialog opens. */
  content: InquiryDialogContent;
  children: React.ReactNode;
}) {
  const [state, setState] = useState<{
    open: boolean;
    trigger: HTMLElement | null;
    triggerId: string | null;
    loaded: boolean;
  }>({
    open: false,
    trigger: null,
    triggerId: null,
    loaded: false,
  });
  const open = useCallback(
    (trigger: HTMLElement, triggerId: string) => setState({ open: true, trigger, triggerId, loaded: true }),
    [],
  );
  const openedBy = state.open ? state.triggerId : null;
  const value = useMemo(() => ({ open, openedBy }), [open, openedBy]);
  return (
    <DialogContext value={value}>
      {children}
      {state.loaded ? (
        <Suspense fallback={null}>
          <Content
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
 * A "Get Started" / "Start Your Project" control. Until the page is interactive (and without
 * JavaScript) it is a link to the contact form; then a button that opens the inquiry dialog.
 */
export function InquiryButton({ children, ...props }: Omit<ButtonProps, "asChild">) {
  const dialog = use(DialogContext);
  const hydrated = useHydrated();
  const id = useId();
  if (!dialog || !hydrated) {
    return (
      <Button asChild {...props}>
        <a href="/contact#inquiry">{children}</a>
      </Button>
    );
  }
  return (
    <Button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={dialog.openedBy === id}
      onClick={(event) => dialog.open(event.currentTarget, id)}
      {...props}
    >
      {children}
    </Button>
  );
}
