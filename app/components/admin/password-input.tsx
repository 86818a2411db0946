import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { useHydrated } from "~/lib/use-hydrated";

/** A password field with a Show/Hide button (which needs JavaScript, so it appears with it). */
export function PasswordInput(props: Omit<ComponentProps<typeof Input>, "type"> & { id: string }) {
  const [shown, setShown] = useState(false);
  const scripted = useHydrated();
  return (
    <div className="relative">
      <Input {...props} type={shown ? "text" : "password"} className={scripted ? "pr-20" : undefined} />
      {/* Its name is "Show" (not "Show password"): right after the field, it needs no more, and
          the field keeps the only label with "Password". */}
      {scripted ? (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-controls={props.id}
          aria-pressed={shown}
          onClick={() => setShown((now) => !now)}
          className="absolute inset-y-0 right-0 h-full rounded-l-none px-3"
        >
          {shown ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
          {shown ? "Hide" : "Show"}
        </Button>
      ) : null}
    </div>
  );
}
