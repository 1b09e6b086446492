import { Link } from "@remix-run/react";
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

export function errorPageFor(status: number): "not_found" | "unavailable" | "general" {
  if (status === 404) return "not_found";
  if (status === 503) return "unavailable";
  return "general";
}

export function ErrorPage({ status }: { status: number }) {
  const { t } = useTranslation();
  const page = errorPageFor(status);
  return (
    <section className="mx-auto max-w-2xl px-4 py-16" aria-labelledby="error-title">
      <p className="text-sm font-semibold uppercase tracking-wide text-muted">
        {t("error_pages.status", { status })}
      </p>
      <h1 id="error-title" className="mt-2 text-3xl font-bold text-ink">
        {t(`error_pages.${page}.title`)}
      </h1>
      <p className="mt-4 text-lg text-muted">{t(`error_pages.${page}.text`)}</p>
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
