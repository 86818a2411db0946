// What other features may import of content-editing, for their browser code; they import nothing else of it (ADR 035).
export { QUICK_TOGGLES } from "./quick-toggle";
export { checkSlug, slugField, slugify, slugRule } from "./slug";
export { REVISION_KINDS, REVISION_MESSAGES, type RevisionKind, revisionsPath } from "./revisions";
export { RevisionHistory, type RevisionHistoryFields } from "./revision-history";
export { SEO_FIELDS, seoSchema } from "./seo";
export { CONTENT_LANGUAGES, TRANSLATION_FIELDS, translationOfIn, translationSchema } from "./translation";
export { TranslationFields, TranslationNote, type TranslatedItem, useLanguageField } from "./translation-fields";
export { SearchAppearance, searchValues } from "./search-appearance";
