import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { loadRenderedOnDemand } from "~/render/on-demand";
import { i18nConfig, loadLanguage, loadTextChunksFor } from "./i18n";
import { beforeBreadcrumb, ignoreErrors, tracesSampleRate } from "./lib/sentry-options.js";

// Loaded only when an operator configured error reporting: it is a large part of the bundle.
const dsn = document.documentElement.dataset.sentryDsn;
if (dsn) {
  void import("@sentry/remix").then((Sentry) =>
    Sentry.init({ dsn, tracesSampleRate, ignoreErrors, beforeBreadcrumb, sendDefaultPii: false }),
  );
}

async function hydrate() {
  const lng = document.documentElement.lang || "de";
  // The language's texts, and the code of a dialog the server rendered open: hydration needs both.
  await Promise.all([loadLanguage(lng), loadRenderedOnDemand()]);
  await i18next.use(initReactI18next).init({ ...i18nConfig, lng });
  // Texts only some pages show come as chunks of their own: this page's before it hydrates.
  await loadTextChunksFor(i18next, window.location.pathname);
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
