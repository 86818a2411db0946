import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
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
    <div className="mx-auto mb-12 max-w-3xl text-center">
      {eyebrow ? <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p> : null}
      <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lg text-muted-foreground">{intro}</p> : null}
    </div>
  );
}

export function PageHero({
  eyebrow,
  title,
  subtitle,
  children,
}: {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-secondary to-background px-4 py-16 sm:px-6 md:py-24 lg:px-8">
      <div className="mx-auto max-w-4xl text-center">
        {eyebrow ? <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p> : null}
        <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {subtitle ? (
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground text-pretty">{subtitle}</p>
        ) : null}
        {children}
      </div>
    </section>
  );
}

const steps = [
  {
    title: "Discovery",
    text: "We study your business, customers, competitors and current numbers: what each enquiry costs you today and where they come from.",
  },
  {
    title: "Strategy",
    text: "A written 90-day plan with channels, budget split in rupees, targets and the reports you will get every week.",
  },
  {
    title: "Execution",
    text: "Campaigns, content, pages and automations go live, built by specialists and checked by a senior before launch.",
  },
  {
    title: "Optimize",
    text: "We read the data weekly, cut what does not pay, scale what does, and explain every change in plain language.",
  },
];

export function ProcessSteps({ title = "How we work" }: { title?: string }) {
  return (
    <Section className="bg-muted/50">
      <SectionHeading
        eyebrow="Our process"
        title={title}
        intro="Four steps, the same for a ₹20,000 test campaign or a full launch."
      />
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-xl border bg-background p-6">
            <span
              className="mb-4 flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
              aria-hidden
            >
              {index + 1}
            </span>
            <h3 className="text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-sm leading-6 text-muted-foreground">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function ClosingCta({ title, text, children }: { title: string; text: string; children?: React.ReactNode }) {
  return (
    <section className="bg-primary px-4 py-16 text-primary-foreground sm:px-6 md:py-20 lg:px-8">
      <div className="mx-auto max-w-4xl text-center">
        <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-indigo-100">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <InquiryButton size="lg" variant="secondary">
            Start Your Project
          </InquiryButton>
          {children}
        </div>
      </div>
    </section>
  );
}

export function ContactUsButton() {
  return (
    <Button asChild size="lg" variant="outline" className="border-white/40 bg-transparent text-white hover:bg-white/10">
      <Link to="/contact">Contact Us</Link>
    </Button>
  );
}
