// What other features may import of leads, for their server code (.server modules); they import nothing else of it (ADR 035).
export { withdrawMarketingConsent } from "./consent.server";
export {
  type LeadEventSubscriber,
  outcomeOnTimeline,
  type Queryable,
  recordLeadEvent,
  recordLeadEvents,
  recordResponse,
} from "./lead-events.server";
export { agencyAddress, inLeadScope } from "./lead-scope.server";
export { linkToEarlierEnquiry } from "./repeat-enquiries.server";
export { setRoundRobin, takeTurn } from "./round-robin.server";
