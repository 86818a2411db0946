// What other parts of the app may import of demo-content, for their server code (.server modules) (ADR 035).
export { DEMO_CONTENT_ACTION } from "./actions.server";
export { demoContentLeft, seedDemoContent } from "./seed.server";
