import { flatRoutes } from "@remix-run/fs-routes";
import { route, type RouteConfig } from "@remix-run/route-config";

// The operator-edited pages (app/.server/legal.ts): legal texts, about us and jobs.
const operatorPages = [
  "imprint",
  "terms",
  "privacy-policy",
  "accessibility-policy",
  "withdrawal-policy",
  "uber-fortbildung",
  "jobs",
];

export default [
  // `*.server.ts` / `*.client.ts` beside a route are its helpers, not routes of their own.
  ...(await flatRoutes({ ignoredRouteFiles: ["**/*.server.*", "**/*.client.*"] })),
  ...operatorPages.map((page) => route(page, "pages/legal.tsx", { id: `legal-${page}` })),
] satisfies RouteConfig;
