import { Copy } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";

/** A value shown once, in the answer that made it (a signing secret, an invitation link), with a copy button. */
export function ShownOnce({ label, value, children }: { label: string; value: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="status" className="grid gap-2 rounded-lg border border-amber-400 bg-amber-50 p-4 dark:bg-amber-950">
      <Label htmlFor={id} className="font-semibold">
        {label}
      </Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={value}
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton value={value} />
      </div>
      <p className="text-sm text-muted-foreground">{children}</p>
    </div>
  );
}

/** Copies `value` to the clipboard, and says so. */
export function CopyButton({ value, label = "Copy" }: { value: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      type="button"
      variant="outline"
      onClick={() => void navigator.clipboard?.writeText(value).then(() => setCopied(true))}
    >
      <Copy aria-hidden />
      {copied ? "Copied" : label}
    </Button>
  );
}

/** Code to paste into another tool (a script, a few lines), read-only, selected on focus, with a copy button. */
export function CodeToCopy({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  const id = useId();
  return (
    <>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <textarea
        id={id}
        readOnly
        value={value}
        rows={6}
        className="w-full rounded-md border bg-muted/40 p-2 font-mono text-xs"
        onFocus={(event) => event.currentTarget.select()}
      />
      <div>
        <CopyButton value={value} label={copyLabel} />
      </div>
    </>
  );
}
