import { MessageCircle, Phone } from "lucide-react";
import { useEffect, useState } from "react";
import { type ContactChannel, countTap } from "~/lib/contact-taps";
import { useWords } from "~/content/words";
import { cn } from "~/lib/cn";
import { phoneHref, useSite, whatsappHref } from "~/lib/site";
import { InquiryButton } from "./inquiry-dialog";

/** A link to WhatsApp or the dialler whose taps are counted (per page and campaign, nothing about the visitor). */
export function ContactLink({
  channel,
  href,
  className,
  children,
  ...props
}: { channel: Exclude<ContactChannel, "quote">; href: string } & Omit<React.ComponentProps<"a">, "href">) {
  return (
    <a
      href={href}
      className={className}
      onClick={() => countTap(channel)}
      {...(channel === "whatsapp" ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      {...props}
    >
      {children}
    </a>
  );
}

/**
 * On phones, WhatsApp, Call and Get a quote, fixed at the bottom above the phone's own bar (safe
 * area). It steps aside while a field has focus (the keyboard is up and the field must stay in view);
 * the page keeps room below its last content (SiteFrame), and toasts rise above it.
 */
export function ContactBar() {
  const site = useSite();
  const words = useWords().site;
  const copy = words.contactBar;
  const whatsapp = whatsappHref(site, words.whatsappGreeting);
  const call = phoneHref(site);
  const typing = useTyping();
  const item =
    "flex min-h-12 flex-1 flex-col items-center justify-center gap-0.5 rounded-lg px-2 text-xs font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";
  return (
    <nav
      aria-label={copy.label}
      data-contact-bar
      className={cn(
        "fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur md:hidden",
        typing && "hidden",
      )}
    >
      <div className="mx-auto flex max-w-md items-stretch gap-2">
        {whatsapp ? (
          <ContactLink channel="whatsapp" href={whatsapp} className={cn(item, "text-foreground hover:bg-muted")}>
            <MessageCircle className="size-5 text-[#128c4a] dark:text-[#25d366]" aria-hidden />
            {copy.whatsapp}
          </ContactLink>
        ) : null}
        {call ? (
          <ContactLink channel="call" href={call} className={cn(item, "text-foreground hover:bg-muted")}>
            <Phone className="size-5 text-primary" aria-hidden />
            {copy.call}
          </ContactLink>
        ) : null}
        <InquiryButton className="h-auto min-h-12 flex-[1.4] text-sm" onClick={() => countTap("quote")}>
          {copy.quote}
        </InquiryButton>
      </div>
    </nav>
  );
}

/** True while a text field has focus: on a phone the keyboard is up then. */
function useTyping(): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const isField = (target: EventTarget | null) =>
      target instanceof HTMLElement && target.matches("input:not([type=checkbox],[type=radio]), textarea, select");
    const focusIn = (event: FocusEvent) => setTyping(isField(event.target));
    const focusOut = () => setTyping(false);
    document.addEventListener("focusin", focusIn);
    document.addEventListener("focusout", focusOut);
    return () => {
      document.removeEventListener("focusin", focusIn);
      document.removeEventListener("focusout", focusOut);
    };
  }, []);
  return typing;
}
