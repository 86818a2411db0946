import { Form } from "react-router";
import { PageHero, Section } from "~/components/site/sections";
import { pageHeadings } from "~/content/page-headings";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import type { FormResult } from "~/lib/form-result";
import { PrivacyContact } from "./privacy-contact";
import { DETAILS_PROMPTS, KIND_HINTS, KIND_LABELS, YOUR_DATA_MESSAGES } from "./requests";

// The "Your data" page: a person asks, by e-mail address, to see, correct or erase what the agency
// holds, to nominate someone, or to raise a grievance. A plain form that works without a script;
// the answer is the same whether or not the address is known.

const KINDS = Object.keys(KIND_LABELS) as (keyof typeof KIND_LABELS)[];

export function YourDataPage({
  result,
  contact,
  targetDays,
}: {
  result: FormResult | undefined;
  contact: { name: string; email: string };
  targetDays: number;
}) {
  const values = result && !result.ok ? (result.values ?? {}) : {};
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const chosen = values.kind ?? "access";
  return (
    <>
      <PageHero
        title={pageHeadings["/your-data"].title}
        subtitle="See what we hold about you, correct it, erase it, name someone to act for you, or raise a grievance."
      />
      <Section className="pt-0 md:pt-0">
        <div className="mx-auto grid max-w-xl gap-6">
          {result?.ok ? (
            <p role="status" className="rounded-xl border p-6 font-medium shadow-sm">
              {YOUR_DATA_MESSAGES.sent}
            </p>
          ) : (
            <Form method="post" className="grid gap-5 rounded-xl border p-6 shadow-sm" noValidate>
              {result && !result.ok && result.message ? (
                <p role="alert" className="font-medium text-destructive">
                  {result.message}
                </p>
              ) : null}
              <fieldset className="grid gap-3">
                <legend className="mb-2 font-semibold">What do you want us to do?</legend>
                {KINDS.map((kind) => (
                  <label key={kind} className="flex gap-3 rounded-lg border p-3 has-[:checked]:border-primary">
                    <input
                      type="radio"
                      name="kind"
                      value={kind}
                      defaultChecked={chosen === kind}
                      className="mt-1 size-4 accent-primary"
                    />
                    <span>
                      <span className="font-medium">{KIND_LABELS[kind]}</span>
                      <span className="block text-sm text-muted-foreground">{KIND_HINTS[kind]}</span>
                    </span>
                  </label>
                ))}
              </fieldset>
              <div className="grid gap-2">
                <Label htmlFor="your-data-email">Your e-mail address</Label>
                <Input
                  id="your-data-email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  defaultValue={values.email}
                  aria-invalid={errors.email ? true : undefined}
                  aria-describedby={errors.email ? "your-data-email-error" : "your-data-email-hint"}
                />
                {errors.email ? (
                  <p id="your-data-email-error" className="text-sm text-destructive">
                    {errors.email}
                  </p>
                ) : (
                  <p id="your-data-email-hint" className="text-sm text-muted-foreground">
                    The one you gave us. We send a link there to confirm it is you: nothing is shown before you open it.
                  </p>
                )}
              </div>
              <div className="grid gap-2">
                <Label htmlFor="your-data-details">Details</Label>
                <Textarea
                  id="your-data-details"
                  name="details"
                  rows={4}
                  maxLength={2000}
                  defaultValue={values.details}
                  placeholder={DETAILS_PROMPTS[chosen as keyof typeof DETAILS_PROMPTS] ?? ""}
                  aria-invalid={errors.details ? true : undefined}
                  aria-describedby={errors.details ? "your-data-details-error" : "your-data-details-hint"}
                />
                {errors.details ? (
                  <p id="your-data-details-error" className="text-sm text-destructive">
                    {errors.details}
                  </p>
                ) : (
                  <p id="your-data-details-hint" className="text-sm text-muted-foreground">
                    For a correction, what to correct; to nominate, their name and phone or e-mail; for a grievance,
                    what went wrong.
                  </p>
                )}
              </div>
              <Button type="submit" size="lg">
                Send the request
              </Button>
            </Form>
          )}
          <div className="grid gap-2 text-sm text-muted-foreground">
            <p>
              We answer within {targetDays} days of your confirmation, and tell you by e-mail at each step. Known to us
              only by phone? Call or write to us: we check who you are and record the request for you.
            </p>
            <p>
              <PrivacyContact {...contact} />
            </p>
          </div>
        </div>
      </Section>
    </>
  );
}
