import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { pageMeta } from "~/lib/page-meta";
import { staffClientLoader } from "~/features/staff/staff-client";
import { feedbackPage } from "~/features/staff/staff-feedback.server";

// /staff/feedback/{content-<id>|event-<id>|platform}: one item's ratings and texts, newest first,
// without who gave them. Any staff role (decision 035); 404 for everyone else.

export const loader = ({ request, params }: LoaderFunctionArgs) => feedbackPage(request, params.key ?? "");

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
