import { Suspense, createContext, use, useCallback, useId, useMemo, useState } from "react";
import { useMatches } from "react-router";
import { Button, type ButtonProps } from "~/components/ui/button";
import { localePath, useLocale } from "~/lib/locale";
import { useHydrated } from "~/lib/use-hydrated";

/** The dialog itself (the leads feature's form in a dialog), loaded on demand by the caller. */
export type InquiryDialogContent = React.ComponentType<{
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What "Service Interested In" starts with: the service of the page it was opened on. */
  service: string | undefined;
}>;

/**
 * A page about one service says which, in its route's handle, so the inquiry dialog opened there
 * (from any of its buttons, the phone bar's too) starts with that service filled in.
 */
export interface InquiryServiceHandle {
  inquiryService?: (loaderData: unknown) => string | undefined;
}

/** The service of the page being shown, if it is about one. */
function useInquiryService(): string | undefined {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const handle = match.handle as InquiryServiceHandle | undefined;
    if (handle?.inquiryService) return handle.inquiryService(match.loaderData);
  }
  return undefined;
}

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
  const service = useInquiryService();
  const value = useMemo(() => ({ open, openedBy }), [open, openedBy]);
  return (
    <DialogContext value={value}>
      {children}
      {state.loaded ? (
        <Suspense fallback={null}>
          <Content
            open={state.open}
            service={service}
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
export function InquiryButton({ children, variant = "cta", onClick, ...props }: Omit<ButtonProps, "asChild">) {
  const dialog = use(DialogContext);
  const hydrated = useHydrated();
  const locale = useLocale();
  const id = useId();
  if (!dialog || !hydrated) {
    return (
      <Button asChild variant={variant} {...props}>
        <a href={`${localePath(locale, "/contact")}#inquiry`} onClick={onClick as React.MouseEventHandler | undefined}>
          {children}
        </a>
      </Button>
    );
  }
  return (
    <Button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={dialog.openedBy === id}
      onClick={(event) => {
        onClick?.(event);
        dialog.open(event.currentTarget, id);
      }}
      variant={variant}
      {...props}
    >
      {children}
    </Button>
  );
}
