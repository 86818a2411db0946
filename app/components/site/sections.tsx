import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useWords } from "~/content/words";
import { cn } from "~/lib/cn";
import { localePath, useLocale } from "~/lib/locale";
import { InquiryButton } from "./inquiry-dialog";

export function Section({ className, children, ...props }: React.ComponentProps<"section">) {
  return (
    <section className={cn("px-4 py-16 sm:px-6 md:py-24 lg:px-8", className)} {...props}>
      <div className="mx-auto max-w-7xl">{children}</div>
    </section>
  );
}

export function SectionHeading({
  eyebrow,
  title,
  intro,
  id,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  id?: string;
}) {
  return (
    <div className="mx-auto mb-8 max-w-3xl text-center md:mb-12">
      {eyebrow ? <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p> : null}
      <h2 id={id} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl md:text-4xl">
        {title}
      </h2>
      {intro ? <p className="mt-3 text-muted-foreground md:mt-4 md:text-lg">{intro}</p> : null}
    </div>
  );
}

export function PageHero({
  eyebrow,
  title,
  subtitle,
  compact = false,
  children,
}: {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  /**
   * Less space and a smaller title on phones, so the page's content starts within the first
   * screen; for a hero under a breadcrumb, which gives it room at the top.
   */
  compact?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <section
      className={cn(
        "bg-gradient-to-b from-secondary to-background px-4 sm:px-6 lg:px-8",
        compact ? "pt-4 pb-10 md:pt-10 md:pb-16" : "py-16 md:py-24",
      )}
    >
      <div className="mx-auto max-w-4xl text-center">
        {eyebrow ? (
          <p className={cn("text-sm font-semibold uppercase tracking-wider text-primary", compact ? "mb-2" : "mb-3")}>
            {eyebrow}
          </p>
        ) : null}
        <h1 className={cn("font-extrabold tracking-tight text-balance sm:text-5xl", compact ? "text-3xl" : "text-4xl")}>
          {title}
        </h1>
        {subtitle ? (
          <p
            className={cn(
              "mx-auto max-w-2xl text-lg text-muted-foreground text-pretty",
              compact ? "mt-3 sm:mt-5" : "mt-5",
            )}
          >
            {subtitle}
          </p>
        ) : null}
        {children}
      </div>
    </section>
  );
}

/** The four steps of the spec (Discovery, Strategy, Execution, Optimize); `title` defaults to "How we work". */
export function ProcessSteps({ title }: { title?: string }) {
  const process = useWords().site.process;
  return (
    <Section className="bg-muted/50 py-10 md:py-24">
      <SectionHeading eyebrow={process.eyebrow} title={title ?? process.title} intro={process.intro} />
      <ol className="grid gap-3 md:grid-cols-2 md:gap-6 lg:grid-cols-4">
        {process.steps.map((step, index) => (
          <li
            key={step.title}
            className="grid grid-cols-[auto_1fr] gap-x-4 rounded-xl border bg-background p-4 md:block md:p-6"
          >
            <span
              className="row-span-2 flex size-9 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground md:mb-4 md:size-10 md:text-lg"
              aria-hidden
            >
              {index + 1}
            </span>
            <h3 className="text-lg font-semibold">{step.title}</h3>
            <p className="mt-1 text-sm leading-6 text-muted-foreground md:mt-2">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function ClosingCta({ title, text, children }: { title: string; text: string; children?: React.ReactNode }) {
  const copy = useWords().site;
  return (
    <section className="bg-ink px-4 py-12 text-white sm:px-6 md:py-20 lg:px-8">
      <div className="mx-auto max-w-4xl text-center">
        <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-indigo-100">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <InquiryButton size="lg">{copy.startYourProject}</InquiryButton>
          {children}
        </div>
      </div>
    </section>
  );
}

export function ContactUsButton() {
  const locale = useLocale();
  const { site } = useWords();
  return (
    <Button asChild size="lg" variant="outline" className="border-white/40 bg-transparent text-white hover:bg-white/10">
      <Link to={localePath(locale, "/contact")}>{site.nav.contactUs}</Link>
    </Button>
  );
}
