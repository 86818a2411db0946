// Who hears of a lead's events, in the transaction that records them (app/features/leads/
// lead-events.server.ts): the leads feature names no feature above it, and a subscriber added here
// is heard by every way a lead changes. The server and the commands publish to these when they
// open the database (server/app.ts); the test suite does in tests/support/lead-events.ts.
import { auditLeadEvents } from "~/features/audit/audit.server";
import { type LeadEventSubscriber, publishLeadEventsTo } from "~/features/leads/lead-events.server";
import { deliverLeadEvents } from "~/features/webhooks/enqueue.server";

export const LEAD_EVENT_SUBSCRIBERS: readonly LeadEventSubscriber[] = [deliverLeadEvents, auditLeadEvents];

export const publishLeadEvents = () => publishLeadEventsTo(LEAD_EVENT_SUBSCRIBERS);
