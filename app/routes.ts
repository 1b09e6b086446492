import { flatRoutes } from "@remix-run/fs-routes";
import { route, type RouteConfig } from "@remix-run/route-config";

const legalPages = ["imprint", "terms", "privacy-policy", "accessibility-policy"];

export default [
  // `*.server.ts` / `*.client.ts` beside a route are its helpers, not routes of their own.
  ...(await flatRoutes({ ignoredRouteFiles: ["**/*.server.*", "**/*.client.*"] })),
  ...legalPages.map((page) => route(page, "pages/legal.tsx", { id: `legal-${page}` })),
] satisfies RouteConfig;
