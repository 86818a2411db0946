import { Link } from "react-router";
import { FormAlert } from "~/components/admin/field";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/**
 * The foot of a screen's record form (useRecordForm): its save button, disabled while sending;
 * Cancel, a link back to the screen's empty form; and the server's reason that belongs to no one
 * field. `className` places both rows in the form's grid.
 */
export function RecordFormActions({
  busy,
  label,
  cancel,
  alert,
  className,
}: {
  busy: boolean;
  label: string;
  cancel: boolean;
  alert: string | undefined;
  className?: string;
}) {
  return (
    <>
      <div className={cn("flex flex-wrap gap-2", className)}>
        <Button type="submit" disabled={busy}>
          {label}
        </Button>
        {cancel ? (
          <Button asChild variant="outline">
            <Link to="?" replace preventScrollReset>
              Cancel
            </Link>
          </Button>
        ) : null}
      </div>
      {alert ? (
        <div className={className}>
          <FormAlert message={alert} />
        </div>
      ) : null}
    </>
  );
}
