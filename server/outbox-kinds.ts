// Every kind of message the server sends through the outbox, as the features declare them next to
// their code (ADR 034). The scheduler's lanes make their kinds from here; a kind named twice is a
// mistake found at start, not a message sent by the wrong renderer.
import { ACCOUNT_OUTBOX_KINDS } from "~/features/account/outbox-kinds.server";
import { DATA_RIGHTS_OUTBOX_KINDS } from "~/features/data-rights/outbox-kinds.server";
import { LEAD_OUTBOX_KINDS } from "~/features/lead-messages/outbox-kinds.server";
import { TEAM_OUTBOX_KINDS } from "~/features/team/outbox-kinds.server";
import { WEBHOOK_OUTBOX_KINDS } from "~/features/webhooks/outbox-kinds.server";
import type { OutboxKindEntry, ScheduledServices, ScheduledWorkSettings } from "~/infrastructure/outbox-kinds.server";
import type { OutboxKind } from "~/infrastructure/outbox.server";
import type { Clock } from "~/lib/clock";
import { invariant } from "~/lib/invariant";

export const OUTBOX_KINDS: readonly OutboxKindEntry[] = [
  ...LEAD_OUTBOX_KINDS,
  ...ACCOUNT_OUTBOX_KINDS,
  ...TEAM_OUTBOX_KINDS,
  ...WEBHOOK_OUTBOX_KINDS,
  ...DATA_RIGHTS_OUTBOX_KINDS,
];

const names = OUTBOX_KINDS.map((entry) => entry.kind);
const twice = names.filter((name, index) => names.indexOf(name) !== index);
invariant(twice.length === 0, `Outbox kinds declared twice: ${twice.join(", ")}`);

/** The kinds one lane of the scheduler sends, made for this server; those it is not set up for are left out. */
export function outboxKinds(
  lane: OutboxKindEntry["lane"],
  services: ScheduledServices,
  settings: ScheduledWorkSettings,
  clock: Clock,
): Record<string, OutboxKind<unknown>> {
  const made: Record<string, OutboxKind<unknown>> = {};
  for (const entry of OUTBOX_KINDS) {
    if (entry.lane !== lane) continue;
    const kind = entry.make(services, settings, clock);
    if (kind) made[entry.kind] = kind;
  }
  return made;
}
