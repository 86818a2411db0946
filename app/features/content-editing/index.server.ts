// What other features may import of content-editing, for their server code (.server modules); they import nothing else of it (ADR 035).
export { contentActions, type ContentEditor, type ContentPage, type QuickToggleWrite } from "./editor.server";
export { SlugTakenError, withFreeSlug } from "./slug.server";
export { listRevisions, revisionValues } from "./revisions.server";
export { type TranslatedRow, twinOf, twinsAmong } from "./translation.server";
