import type * as React from "react";
import { cn } from "~/lib/cn";
import { fieldClass } from "./input";

/** A native select: works without JavaScript, on every phone, and with screen readers. */
export function Select({ className, ...props }: React.ComponentProps<"select">) {
  return <select className={cn(fieldClass, "h-10 pr-8", className)} {...props} />;
}
