import { Trash2 } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { Button } from "~/components/ui/button";

interface ConfirmDeleteProps {
  /** The spec's question, e.g. 'Are you sure you want to delete this lead?' */
  question: string;
  /** Names the item for screen readers: 'Delete lead Priya Sharma'. */
  label: string;
  onConfirm: () => void;
  disabled?: boolean;
}

/** A delete button that asks first. Escape or Cancel keeps the item. */
export function ConfirmDelete({ question, label, onConfirm, disabled }: ConfirmDeleteProps) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={label}
          disabled={disabled}
          className="text-destructive hover:text-destructive"
        >
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-background p-6 shadow-lg">
          <AlertDialog.Title className="text-lg font-semibold">{question}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            This cannot be undone.
          </AlertDialog.Description>
          <div className="flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Cancel</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="destructive" onClick={onConfirm}>
                Delete
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
