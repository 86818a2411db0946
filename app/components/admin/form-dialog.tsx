import { AlertDialog } from "radix-ui";
import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { useReturnFocus } from "~/components/ui/return-focus";

// The admin's dialogs that hold a form: every way of closing one (Escape, a click on the overlay,
// the close button) asks first when the form has changes, so nothing typed is thrown away by a
// slip; a reload or leaving the site gets the browser's own question. A form inside says whether
// it has changes with useCloseGuard.

export const DISCARD_TEXTS = {
  question: "Discard your changes?",
  description: "What you changed in this form has not been saved.",
  keep: "Keep editing",
  discard: "Discard",
} as const;

interface CloseGuard {
  /** Whether closing now would throw something away. */
  hasChanges: () => boolean;
  /** The person chose to throw the changes away (a kept draft goes too). */
  onDiscard?: () => void;
}

const GuardContext = createContext<((guard: CloseGuard | null) => void) | null>(null);

/** Tells the enclosing FormDialog whether closing would throw changes away. */
export function useCloseGuard(guard: CloseGuard) {
  const register = useContext(GuardContext);
  const latest = useRef(guard);
  useEffect(() => {
    latest.current = guard;
  });
  useEffect(() => {
    register?.({
      hasChanges: () => latest.current.hasChanges(),
      onDiscard: () => latest.current.onDiscard?.(),
    });
    return () => register?.(null);
  }, [register]);
}

interface FormDialogProps {
  open: boolean;
  /** Closes the dialog: called once nothing would be lost, or the person chose to discard. */
  onClose: () => void;
  className?: string;
  children: React.ReactNode;
}

/** A dialog with a form that asks before its changes are thrown away. */
export function FormDialog({ open, onClose, className, children }: FormDialogProps) {
  const guard = useRef<CloseGuard | null>(null);
  const [asking, setAsking] = useState(false);
  const register = useCallback((next: CloseGuard | null) => {
    guard.current = next;
  }, []);
  // Radix asks to close for Escape, the overlay and the close button alike.
  const onOpenChange = (next: boolean) => {
    if (next) return;
    if (guard.current?.hasChanges()) setAsking(true);
    else onClose();
  };
  // While open with changes, a reload, a closed tab or an address typed in gets the browser's own
  // question (browsers show only their own words). The Back button moves within the app: the
  // form's draft keeps what was typed, and the dialog offers it back when reopened.
  useEffect(() => {
    if (!open) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (guard.current?.hasChanges()) event.preventDefault();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [open]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <GuardContext.Provider value={register}>{children}</GuardContext.Provider>
        <ConfirmDiscard
          open={asking}
          onKeep={() => setAsking(false)}
          onDiscard={() => {
            setAsking(false);
            guard.current?.onDiscard?.();
            onClose();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

/** 'Discard your changes?' over the dialog: Keep editing (the default, and Escape) or Discard. */
function ConfirmDiscard({ open, onKeep, onDiscard }: { open: boolean; onKeep: () => void; onDiscard: () => void }) {
  // Back to where the person was (the field they pressed Escape in, the close button).
  const returnFocus = useReturnFocus({});
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onKeep()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <AlertDialog.Content
          className="fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-background p-6 shadow-lg"
          {...returnFocus}
        >
          <AlertDialog.Title className="text-lg font-semibold">{DISCARD_TEXTS.question}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            {DISCARD_TEXTS.description}
          </AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{DISCARD_TEXTS.keep}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="destructive" onClick={onDiscard}>
                {DISCARD_TEXTS.discard}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
