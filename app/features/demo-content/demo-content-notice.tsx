import { ActionButton } from "~/components/admin/action-button";
import { plural } from "~/lib/plural";
import { DEMO_CONTENT_INTENTS, DEMO_CONTENT_MESSAGES, type DemoContentLeft } from "./schema";

/**
 * Above the content tabs, for the owner, while the sample case studies and articles the site came
 * with are still on it: what they are, and one button that removes them all.
 */
export function DemoContentNotice({ left }: { left: DemoContentLeft | null }) {
  if (!left || left.caseStudies + left.articles === 0) return null;
  const what = [
    left.caseStudies > 0 && plural(left.caseStudies, "sample case study", "sample case studies"),
    left.articles > 0 && plural(left.articles, "sample article", "sample articles"),
  ]
    .filter(Boolean)
    .join(" and ");
  return (
    <section
      aria-label="Demo content"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed p-4"
    >
      <p className="text-sm">
        Your site still shows {what} it came with. Remove them once your own work is in; your own case studies and
        articles stay.
      </p>
      <ActionButton
        intent={DEMO_CONTENT_INTENTS.remove}
        label="Remove demo content"
        done={DEMO_CONTENT_MESSAGES.removed}
        failed={DEMO_CONTENT_MESSAGES.removeFailed}
        confirm={`Remove the ${what} from the site? This cannot be undone.`}
      />
    </section>
  );
}
