import type { ReactNode } from "react";
import { countTap } from "~/lib/contact-taps";
import type { ToastMessage } from "./toaster";

/**
 * A toast's text, with the reference and the links below it when it has them. The text keeps an
 * element of its own, so it reads exactly as the spec words it.
 */
export function toastDescription({ description, reference, links: offered }: ToastMessage): ReactNode {
  const links = offered?.flatMap(({ href, ...link }) => (href ? [{ ...link, href }] : []));
  if (!reference && !links?.length) return description;
  return (
    <>
      {description ? <span className="block">{description}</span> : null}
      {reference ? (
        <span className="mt-1 block">
          Your reference: <strong className="font-mono tracking-wide">{reference}</strong>
        </span>
      ) : null}
      {links?.length ? (
        <span className="mt-2.5 flex flex-wrap gap-2">
          {links.map(({ label, href, counted }) => (
            <a
              key={href}
              href={href}
              onClick={counted ? () => countTap(counted) : undefined}
              {...(href.startsWith("tel:") ? {} : { target: "_blank", rel: "noopener noreferrer" })}
              className="inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              {label}
            </a>
          ))}
        </span>
      ) : null}
    </>
  );
}
