// Loaded with `node --import` before the app so Sentry can instrument it. Without SENTRY_DSN it does nothing.
import * as Sentry from "@sentry/remix";
import { beforeBreadcrumb, ignoreErrors, tracesSampleRate } from "./app/lib/sentry-options.js";

if (process.env.SENTRY_DSN) {
  Sentry.init({
    dsn: process.env.SENTRY_DSN,
    environment: process.env.SENTRY_ENVIRONMENT || process.env.NODE_ENV,
    tracesSampleRate,
    ignoreErrors,
    beforeBreadcrumb,
    sendDefaultPii: false,
  });
}
