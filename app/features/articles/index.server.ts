// What other features may import of articles, for their server code (.server modules); they import nothing else of it (ADR 035).
export { renderMarkdown } from "./markdown.server";
export { deleteArticle } from "./admin-queries.server";
export { nextScheduledArticle, publishDueArticles } from "./schedule.server";
