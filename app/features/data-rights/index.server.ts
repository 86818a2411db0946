// The rights desk's server code (ADR 048).
export { DATA_REQUEST_ACTIONS, DESK_SETTINGS_ACTION } from "./actions.server";
export {
  checkConfirmLink,
  confirmDataRequest,
  downloadCookie,
  downloadableHoldings,
  holdingsForLink,
} from "./confirm-link.server";
export { deskSettings } from "./desk-settings.server";
export { applyErasureLedger } from "./erasure.server";
export { holdingsCsv } from "./holdings.server";
export { submitDataRequest } from "./public-request.server";
export { dropUnconfirmedRequests, listRequests, overdueRequests, recordCorrection } from "./requests.server";
