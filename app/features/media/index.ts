// What other features may import of media, for their browser code; they import nothing else of it (ADR 035).
export { checkboxField, imageUrlField, keptImageUrlField, refuseNewHttpImage } from "./image-field-schema";
