import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { PlainLinkProvider } from "~/render/PlainLink";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { loadRootData } from "./.server/root-data";
import { TagManagerScript, useDataLayer } from "./components/analytics/DataLayer";
import { AppFrame, type Layout as FrameLayout } from "./components/frame/AppFrame";
import { NO_OPERATOR_LINKS } from "./components/frame/navigation";
import { errorPageOf, RouteErrorPage } from "./components/ErrorPage";
import { loadLanguage, namespaces, textsFor } from "./i18n";
import { Snackbars } from "./components/Snackbars";
import { onDemand } from "~/render/on-demand";
import { renderTricksOn } from "~/render/switch";
import { HydratedProvider } from "./lib/use-hydrated";
import { isInPlaceAnswer, useFrameChange } from "./lib/in-place";
import { useNonce } from "./lib/nonce";
import { passRetryAfter } from "./lib/route-headers";
import stylesheet from "./app.css?url";

// Only users who must confirm their data see this dialog: its code loads for them alone (decision 021).
const ConfirmDataDialog = onDemand("ConfirmDataDialog", () =>
  import("./components/dialogs/ConfirmDataDialog").then((m) => m.ConfirmDataDialog),
);
const SubscribeDialog = onDemand("SubscribeDialog", () =>
  import("./components/dialogs/SubscribeDialog").then((m) => m.SubscribeDialog),
);

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  const texts = textsFor(data?.locale ?? "de").common;
  const tags = [{ name: "theme-color", content: "#046172" }];
  // Route modules set their own title; the error boundary's title comes from here.
  return error
    ? [...tags, { title: `${texts.error_pages[errorPageOf(error).page].title} – ${texts.product_name}` }]
    : tags;
};

export const loader = ({ request }: LoaderFunctionArgs) => loadRootData(request);

// The error boundary of (almost) every page: a 429 thrown by any loader or action answers with its
// Retry-After (only the boundary route's headers count for a thrown response).
export const headers = passRetryAfter;

// The frame's search parameters: the confirm-data dialog's step, the subscribe dialog's item (root-data.ts).
const frameParams = (url: URL) =>
  (url.searchParams.get("dialog") === "subscribe" ? ["dialog", "step", "type", "id"] : ["dialog", "step"])
    .map((name) => url.searchParams.get(name))
    .join("|");

/**
 * The frame's data (the user, the language, a message) changes with an action, or with the
 * parameters of the frame's dialogs (confirm data, subscribe); not when a page's own search parameters change (filters, a
 * start time, pagination), where Remix would ask for `me` again (decision 006).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  currentUrl,
  nextUrl,
  actionResult,
  defaultShouldRevalidate,
}) => {
  if (!defaultShouldRevalidate) return false;
  // A toggle answered in place says what changed for the frame too (lib/in-place.ts).
  if (isInPlaceAnswer(actionResult)) return false;
  // An action, or the redirect after one (Remix passes the submission along).
  if (formMethod && formMethod.toUpperCase() !== "GET") return true;
  // `revalidate()` or a link to this very page.
  if (currentUrl.href === nextUrl.href) return true;
  return currentUrl.pathname !== nextUrl.pathname || frameParams(currentUrl) !== frameParams(nextUrl);
};

export type RootData = Awaited<ReturnType<typeof loadRootData>>["data"];

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>("root");
}

/** Route modules pick their layout of spec 2.2 with `handle = { layout: "landing" }`. */
export type RouteHandle = { layout?: FrameLayout };

function useLayout(): FrameLayout {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  return handle?.layout ?? "default";
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const { i18n } = useTranslation();
  const nonce = useNonce();
  const locale = data?.locale ?? i18n.language ?? "de";
  // In the layout, so the error page follows a language switch too.
  useLanguage(locale);
  useDataLayer(data?.analytics ?? null);
  return (
    <html
      lang={locale}
      data-sentry-dsn={data?.sentryDsn ?? undefined}
      data-render-tricks={renderTricksOn() ? undefined : "off"}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {data?.gtmId ? <TagManagerScript id={data.gtmId} nonce={nonce} /> : null}
      </head>
      <body className="min-h-screen bg-surface text-ink antialiased">
        <HydratedProvider>{children}</HydratedProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Follows the page's language (a switch, a login with another one), loading English on first use. */
function useLanguage(locale: string) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language === locale) return;
    let current = true;
    void loadLanguage(locale).then(() => {
      if (!current) return;
      const texts = textsFor(locale);
      for (const namespace of namespaces)
        i18n.addResourceBundle(locale, namespace, texts[namespace], true, true);
      void i18n.changeLanguage(locale);
    });
    return () => {
      current = false;
    };
  }, [locale, i18n]);
}

export default function App() {
  const data = useRootData();
  const layout = useLayout();
  // A toggle answered in place (lib/in-place.ts): its snackbar, and the follows it changed.
  const change = useFrameChange(data);
  const user = data?.user && change?.followed ? { ...data.user, followed: change.followed } : data?.user;
  return (
    <PlainLinkProvider>
      <AppFrame
        layout={layout}
        user={user ?? null}
        userUnavailable={data?.userUnavailable ?? false}
        links={data?.operatorLinks ?? NO_OPERATOR_LINKS}
      >
        <Snackbars flash={change?.flash ?? data?.flash ?? null} />
        <Outlet />
        {data?.confirmData ? <ConfirmDataDialog data={data.confirmData} /> : null}
        {data?.subscribe ? <SubscribeDialog data={data.subscribe} signedIn={Boolean(user)} /> : null}
      </AppFrame>
    </PlainLinkProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRootData();
  return (
    <PlainLinkProvider>
      <AppFrame
        layout="default"
        user={data?.user ?? null}
        userUnavailable={data?.userUnavailable ?? false}
        links={data?.operatorLinks ?? NO_OPERATOR_LINKS}
      >
        <RouteErrorPage error={error} />
      </AppFrame>
    </PlainLinkProvider>
  );
}
