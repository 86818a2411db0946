import fs from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// Layers (ADR 013): routes → features → components → lib, and features → infrastructure →
// database → lib; content is fixed data any app layer may read; nothing imports a layer above it or
// next to it that it does not list; browser code never imports a .server module; server/ and
// scripts/ assemble the app and are imported by nothing in it.
// Each layer is a folder whose name no other folder has, so a local import specifier names the
// layer it reaches (`~/features/x`, `../../features/x`, `#database/x`, the alias package.json
// declares for database/); a specifier inside the same layer (`./x`) names none and is allowed.
// Features reach one another only through their entries, in one order (featureOrder, below).
const layers = {
  routes: {
    files: ["app/routes/**", "app/root.tsx", "app/entry.server.tsx", "app/routes.ts"],
    folders: ["routes", "root", "entry.server"],
  },
  features: { files: ["app/features/**"], folders: ["features"] },
  components: { files: ["app/components/**"], folders: ["components"] },
  content: { files: ["app/content/**"], folders: ["content"] },
  infrastructure: { files: ["app/infrastructure/**"], folders: ["infrastructure"] },
  lib: { files: ["app/lib/**"], folders: ["lib"] },
  database: { files: ["database/**"], folders: ["database"] },
  host: { files: [], folders: ["server", "scripts"] },
};
const mayImport = {
  routes: ["features", "components", "content", "infrastructure", "lib", "database"],
  features: ["components", "content", "infrastructure", "lib", "database"],
  components: ["content", "lib"],
  content: ["lib"],
  infrastructure: ["lib", "database"],
  lib: [],
  // database/ imports nothing of the app but lib: it takes the time from the clock
  // (app/lib/clock.ts), like every other layer.
  database: ["lib"],
};
// React Router keeps a route module's loader and action out of the browser, so routes may
// import .server modules; every other module that is not .server itself may reach the browser.
const browserLayers = ["features", "components", "content", "lib"];
// The admin panels still take their row types from their queries (`typeof listAllArticles`),
// type-only imports the build erases. Remove this list when the dashboard's child routes hand
// each panel its rows typed from the route's loader data (the tab routes under routes/admin/dashboard/ now
// exist; the panels still name their query types).
const panelsTypedFromQueries = [
  "app/features/articles/articles-panel.tsx",
  "app/features/case-studies/case-studies-panel.tsx",
];

// Features (ADR 035): each feature folder has one entry for browser code (`index.ts`, imported as
// `~/features/<name>`) and one for .server code (`index.server.ts`); another feature imports it only
// through them, and only when it comes earlier in this order, so no two features import each
// other. A feature folder missing from the list stops lint here.
const featureOrder = [
  "audit",
  "auth",
  "account",
  "media",
  "redirects",
  "content-editing",
  "articles",
  "case-studies",
  "services",
  "demo-content",
  "leads",
  "whatsapp-replies",
  "deals",
  "data-rights",
  "lead-messages",
  "lead-workspace",
  "billing",
  "inquiries",
  "webhooks",
  "team",
];
const featureFolders = fs.readdirSync(`${import.meta.dirname}/app/features`, { withFileTypes: true });
const unordered = featureFolders.filter((entry) => entry.isDirectory() && !featureOrder.includes(entry.name));
if (unordered.length) {
  throw new Error(`eslint.config.js: add ${unordered.map((entry) => entry.name).join(", ")} to featureOrder`);
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Local specifiers (`~/…`, `./…`, `../…`, `#…`) naming one of `folders` as a path segment. */
const reaching = (folders) => `^(?:#|(?:~|\\.{1,2})/(?:.*/)?)(?:${folders.map(escape).join("|")})(?:/|\\.tsx?$|$)`;
const SERVER_MODULE = "\\.server(?:\\.tsx?)?$";

/** What a feature may not import of the others: past their entries, or against the order. */
function featureRestrictions(feature) {
  const others = featureOrder
    .filter((other) => other !== feature)
    .map(escape)
    .join("|");
  const earlier = featureOrder.slice(0, featureOrder.indexOf(feature));
  const later = featureOrder
    .slice(featureOrder.indexOf(feature) + 1)
    .map(escape)
    .join("|");
  const list = [
    {
      regex: `^(?:(?:~/features|(?:\\.\\./)+features)/(?:${others})/(?!index\\.server$)|\\.\\./(?:${others})(?:/|$))`,
      message:
        "Import another feature through its entry: ~/features/<name> (browser code) or ~/features/<name>/index.server (ADR 035).",
    },
  ];
  if (later) {
    list.push({
      regex: `^(?:~/features|(?:\\.\\./)+features)/(?:${later})(?:/|$)`,
      message: `features/${feature} may import only the features before it: ${earlier.join(", ") || "none"} (ADR 035: features import one way).`,
    });
  }
  return list;
}

/** One restriction: what it matches and what the error says. */
function restrictionsFor(layer, { browser, feature }) {
  const forbidden = Object.keys(layers).filter((other) => other !== layer && !mayImport[layer].includes(other));
  const list = [
    {
      regex: reaching(forbidden.flatMap((other) => layers[other].folders)),
      message: `${layer} may import only ${mayImport[layer].join(", ") || "its own folder"} (ADR 013: layers point one way).`,
    },
  ];
  if (feature) list.push(...featureRestrictions(feature));
  if (browser) {
    list.push({
      regex: SERVER_MODULE,
      message: "Browser code never imports a .server module, not even for a type (ADR 013).",
    });
  }
  return list;
}

// no-restricted-imports covers import and export declarations; dynamic import() and
// `typeof import("…")` types are matched by syntax. A slash cannot appear in a selector's
// regular expression, so it is written as \x2F.
const selectorRegex = (regex) => regex.replaceAll("/", "\\x2F");
function layerRules(layer, options, syntax = timeRulesFor(layer)) {
  const restrictions = restrictionsFor(layer, options);
  return {
    "no-restricted-imports": ["error", { patterns: restrictions }],
    "no-restricted-syntax": [
      "error",
      ...restrictions.flatMap(({ regex, message }) => [
        { selector: `ImportExpression[source.value=/${selectorRegex(regex)}/]`, message },
        { selector: `TSImportType[source.value=/${selectorRegex(regex)}/]`, message },
      ]),
      ...syntax,
    ],
  };
}

// One clock, one way to say a time in India. The app reads the time in app/lib/clock.ts alone, so
// tests can set it; a duration is measured with performance.now(), which a change of the wall
// clock does not move. India's dates and times are written by app/lib/india-time.ts alone. The
// database's now() stays in migrations and triggers: a query takes the time from the clock, as a
// parameter. Tests (`*.test.ts`, tests/) may read and set the time as they need.
// These selectors go into the same no-restricted-syntax list as the layer rules: a later setting of
// a rule for the same files replaces an earlier one, it does not add to it.
const CLOCK_MODULE = "app/lib/clock.ts";
const INDIA_TIME_MODULE = "app/lib/india-time.ts";
const readTheClock =
  "Take the time from now() in app/lib/clock.ts (or the Clock the code is given), so tests can set it; measure a duration with performance.now().";
const readsTheTime = [
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: readTheClock },
  { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: readTheClock },
];
const writeInIndia = "Format India's dates and times with app/lib/india-time.ts.";
const namesIndiasZone = [
  { selector: "Literal[value='Asia/Kolkata']", message: writeInIndia },
  { selector: "TemplateElement[value.raw=/Asia\\x2FKolkata/]", message: writeInIndia },
];
const timeFromTheClock =
  "Take the time from the clock (app/lib/clock.ts) and pass it as a parameter; SQL now() stays in migrations and triggers.";
const SQL_NOW = "/\\bnow\\s*\\(\\s*\\)/i";
const asksTheDatabaseForTheTime = [
  {
    selector: `TaggedTemplateExpression[tag.name='sql'] > TemplateLiteral > TemplateElement[value.raw=${SQL_NOW}]`,
    message: timeFromTheClock,
  },
  {
    selector: `CallExpression[callee.object.name='sql'][callee.property.name='raw'] > Literal[value=${SQL_NOW}]`,
    message: timeFromTheClock,
  },
];
/** The time rules of the app's layers (SQL now() is the app's queries' concern; database/ keeps the schema). */
function timeRulesFor(layer) {
  return [...readsTheTime, ...namesIndiasZone, ...(layer === "database" ? [] : asksTheDatabaseForTheTime)];
}

/** A layer's configs; the features layer's, one per feature, also keep the features' order. */
const configsOf = (layer, files, feature) => [
  { files, ignores: ["**/*.test.ts"], rules: layerRules(layer, { browser: false, feature }) },
  ...(browserLayers.includes(layer)
    ? [
        {
          files,
          ignores: ["**/*.test.ts", "**/*.server.ts", "**/*.server.tsx", ...panelsTypedFromQueries],
          rules: layerRules(layer, { browser: true, feature }),
        },
      ]
    : []),
];
const layerConfigs = Object.keys(mayImport).flatMap((layer) =>
  layer === "features"
    ? featureOrder.flatMap((feature) => configsOf(layer, [`app/features/${feature}/**`], feature))
    : configsOf(layer, layers[layer].files),
);

// The two modules that own a rule are excused from that one only: the rest of their layer's
// rules still apply (both are lib modules that may reach the browser).
const ownerConfigs = [
  { file: CLOCK_MODULE, excused: readsTheTime },
  { file: INDIA_TIME_MODULE, excused: namesIndiasZone },
].map(({ file, excused }) => ({
  files: [file],
  rules: layerRules(
    "lib",
    { browser: true },
    timeRulesFor("lib").filter((rule) => !excused.includes(rule)),
  ),
}));

// server/ and scripts/ assemble the app: no layer rules, the same time rules.
const hostConfigs = [
  {
    files: ["server/**"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-syntax": ["error", ...readsTheTime, ...namesIndiasZone, ...asksTheDatabaseForTheTime] },
  },
  {
    files: ["scripts/**"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-syntax": ["error", ...readsTheTime, ...namesIndiasZone] },
  },
];

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["scripts/**", "server/**", "*.config.*", ".ci/**"],
    languageOptions: { globals: { process: "readonly", console: "readonly" } },
  },
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  ...layerConfigs,
  ...ownerConfigs,
  ...hostConfigs,
);
