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

// Features with a home of their own keep their pages in app/features/<feature>/routes/, named as in
// app/routes/ (docs/architecture.md). A URL's pages share one folder: a layout and its children nest
// only within one folder.
const features = ["checkout", "cme", "live", "auth", "profile", "staff", "watching", "catalogue"];

// `*.server.ts` / `*.client.ts` beside a route are its helpers, not routes of their own.
const ignoredRouteFiles = ["**/*.server.*", "**/*.client.*"];

export default [
  ...(await flatRoutes({ ignoredRouteFiles })),
  ...(
    await Promise.all(
      features.map((feature) =>
        flatRoutes({ rootDirectory: `features/${feature}/routes`, ignoredRouteFiles }),
      ),
    )
  ).flat(),
  ...operatorPages.map((page) => route(page, "pages/legal.tsx", { id: `legal-${page}` })),
] satisfies RouteConfig;
