// What other features may import of media, for their browser code; they import nothing else of it (ADR 035).
export {
  IMAGE_ALT_MAX,
  checkboxField,
  imageAltField,
  imageUrlField,
  keptImageUrlField,
  refuseNewHttpImage,
} from "./image-field-schema";
