// What the routes may import of demo-content, for browser code (ADR 035).
export { DemoContentNotice } from "./demo-content-notice";
