import type * as React from "react";
import { cn } from "~/lib/cn";
import { fieldClass } from "./input";

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClass, "min-h-20", className)} {...props} />;
}
