import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { StaffFeedbackDocument } from "~/features/staff/staff.graphql.server";
import { getFixedT, getLocale } from "~/.server/i18n";
import { notFound, staffApi } from "~/features/staff/staff.server";
import { toFeedbackSummary } from "~/features/staff/staff-feedback.server";
import { formatEventStart } from "~/lib/content-format";
import { pageMeta } from "~/lib/page-meta";
import { staffClientLoader } from "~/features/staff/staff-client";
import { titleWith } from "~/lib/title";

// /staff/feedback/{content-<id>|event-<id>|platform}: one item's ratings and texts, newest first,
// without who gave them. Any staff role (decision 035); 404 for everyone else.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const key = params.key ?? "";
  if (!/^(?:(?:content|event)-[1-9]\d{0,9}|platform)$/.test(key)) throw notFound();
  const url = new URL(request.url);
  const api = await staffApi(request, url.pathname);
  const [{ staffFeedback }, t, locale] = await Promise.all([
    api.request(StaffFeedbackDocument, { key }),
    getFixedT(request),
    getLocale(request),
  ]);
  if (!staffFeedback) throw notFound();
  const summary = toFeedbackSummary(staffFeedback.summary, locale);
  const name = summary.title ?? t("staff:feedback.platform");
  return {
    title: titleWith(t, t("staff:feedback.detail_title", { name })),
    name,
    summary,
    entries: staffFeedback.entries.map((entry, index) => ({
      id: index,
      rating: entry.rating,
      text: entry.text,
      at: formatEventStart(entry.created_at, locale),
    })),
  };
}

export const clientLoader = staffClientLoader;

export const meta = pageMeta;

export default function ItemFeedback() {
  const { t } = useTranslation("staff");
  const { name, summary, entries } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <p>
        <Link to="/staff/feedback" className="text-primary underline">
          {t("feedback.back")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-ink">{t("feedback.detail_title", { name })}</h1>
      <p className="mt-1 text-ink">
        {t(`feedback.kinds.${summary.kind}`)} · {t("feedback.stars", { average: summary.average })} ·{" "}
        {t("feedback.ratings", { count: summary.count })}
        {summary.href ? (
          <>
            {" · "}
            <Link to={summary.href} className="text-primary underline">
              {t("feedback.open_item")}
            </Link>
          </>
        ) : null}
      </p>
      <ul className="mt-6 flex flex-col gap-3">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded border border-line bg-white p-4">
            <p className="font-semibold text-ink">
              {t("feedback.rating", { count: entry.rating })}
              <span className="ml-2 text-sm font-normal text-muted">{entry.at}</span>
            </p>
            {entry.text ? (
              <p className="mt-1 whitespace-pre-line text-ink">{entry.text}</p>
            ) : (
              <p className="mt-1 text-muted">{t("feedback.no_text")}</p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
