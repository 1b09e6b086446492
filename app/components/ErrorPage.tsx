import { isRouteErrorResponse, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

// Spec 2.2: the general error page links to home, fields, CME content, appointments, live content, FAQ and contact.
const helpfulLinks = [
  { to: "/", key: "home" },
  { to: "/fachgebiete", key: "fields" },
  { to: "/cme-fortbildungen", key: "cme" },
  { to: "/livestreams", key: "appointments" },
  { to: "/medlive", key: "live" },
  { to: "/faq", key: "faq" },
  { to: "/contact", key: "contact" },
] as const;

/** Statuses with their own text (every refusal says what happened in German); the rest are "general". */
const PAGES = {
  400: "bad_request",
  403: "forbidden",
  404: "not_found",
  413: "too_large",
  429: "too_many",
  503: "unavailable",
} as const;

export type ErrorPageKind = (typeof PAGES)[keyof typeof PAGES] | "general";

export const isKnownErrorStatus = (status: number): status is keyof typeof PAGES => status in PAGES;

export function errorPageFor(status: number): ErrorPageKind {
  return isKnownErrorStatus(status) ? PAGES[status] : "general";
}

type ErrorPageProps = { status: number; page?: ErrorPageKind; textKey?: string };

/** What a route threw, as the error page says it: a simulation's refused change in its own words. */
export function errorPageOf(error: unknown): ErrorPageProps & { page: ErrorPageKind } {
  if (!isRouteErrorResponse(error)) return { status: 500, page: "general" };
  const reason = (error.data as { reason?: unknown } | null)?.reason;
  const page = errorPageFor(error.status);
  // Staff simulating a chosen person (decision 037): the 403 says why, under the 403's title.
  if (error.status === 403 && reason === "simulation_read_only")
    return { status: 403, page, textKey: "errors.simulation_read_only" };
  return { status: error.status, page };
}

/** The error page for what the route threw. */
export const RouteErrorPage = ({ error }: { error: unknown }) => <ErrorPage {...errorPageOf(error)} />;

export function ErrorPage({ status, page = errorPageFor(status), textKey }: ErrorPageProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  // Passing faults (503) and a busy limit (429) may be over on the next try: offer it.
  const retry = status === 503 || status === 429;
  return (
    <section className="mx-auto max-w-2xl px-4 py-16" aria-labelledby="error-title">
      <p className="text-sm font-semibold uppercase tracking-wide text-muted">
        {t("error_pages.status", { status })}
      </p>
      <h1 id="error-title" className="mt-2 text-3xl font-bold text-ink">
        {t(`error_pages.${page}.title`)}
      </h1>
      <p className="mt-4 text-lg text-muted">{t(textKey ?? `error_pages.${page}.text`)}</p>
      {retry ? (
        <p className="mt-6">
          <a
            href={pathname + search}
            className="inline-block rounded bg-primary px-5 py-3 font-semibold text-white hover:bg-primary-dark"
          >
            {t("error_pages.retry")}
          </a>
        </p>
      ) : null}
      <h2 className="mt-8 text-lg font-semibold text-ink">{t("error_pages.links_heading")}</h2>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {helpfulLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-primary underline">
              {t(`error_pages.links.${link.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
