import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "./i18n";
import { beforeBreadcrumb, ignoreErrors, tracesSampleRate } from "./lib/sentry-options.js";

// Loaded only when an operator configured error reporting: it is a large part of the bundle.
const dsn = document.documentElement.dataset.sentryDsn;
if (dsn) {
  void import("@sentry/remix").then((Sentry) =>
    Sentry.init({ dsn, tracesSampleRate, ignoreErrors, beforeBreadcrumb, sendDefaultPii: false }),
  );
}

async function hydrate() {
  await i18next.use(initReactI18next).init({ ...i18nConfig, lng: document.documentElement.lang || "de" });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
