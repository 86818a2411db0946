// Each test file hears lead events as the server does: the subscribers the server publishes to
// (server/lead-event-subscribers.ts), so a test that changes a lead stores its webhook deliveries and
// audit entries in the same transaction, as in production.
import { publishLeadEvents } from "../../server/lead-event-subscribers";

publishLeadEvents();
