// What other features may import of deals, for their server code (ADR 035).
export { LOST_REASON_ACTIONS } from "./actions.server";
export { dealValues, moneyFigures } from "./figures.server";
export { listLostReasons } from "./lost-reasons.server";
