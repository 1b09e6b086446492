import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { StaffLiveSessionsDocument } from "~/features/staff/staff.graphql.server";
import { getFixedT, getLocale } from "~/.server/i18n";
import { staffApi } from "~/features/staff/staff.server";
import { formatEventStart } from "~/lib/content-format";
import { linkTo } from "~/lib/links";
import { pageMeta } from "~/lib/page-meta";
import { staffClientLoader } from "~/features/staff/staff-client";
import { pageTitle } from "~/lib/title";

// /staff/live: the livestreams live now, each with what waits for its moderation and a link to its
// console. Any staff role, as the console (decision 035); 404 for everyone else.

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const api = await staffApi(request, url.pathname);
  const [{ staffLiveSessions }, t, locale] = await Promise.all([
    api.request(StaffLiveSessionsDocument),
    getFixedT(request),
    getLocale(request),
  ]);
  return {
    title: pageTitle(t, "staff:live.title"),
    sessions: staffLiveSessions.map((session) => ({
      id: session.livestream.id,
      slug: session.livestream.slug,
      title: session.livestream.title,
      until: formatEventStart(session.livestream.ends_at, locale),
      openQuestions: session.open_questions,
      waitingInterjections: session.waiting_interjections,
      pollOpen: session.poll_open,
    })),
  };
}

export const clientLoader = staffClientLoader;

export const meta = pageMeta;

export default function LiveSessions() {
  const { t } = useTranslation("staff");
  const { sessions } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-3xl font-bold text-ink">{t("live.title")}</h1>
      <p className="mt-2 text-muted">{t("live.intro")}</p>
      {sessions.length === 0 ? (
        <p className="mt-6 text-ink">{t("live.empty")}</p>
      ) : (
        <ul className="mt-6 flex flex-col gap-3">
          {sessions.map((session) => (
            <li key={session.id} className="rounded border border-line bg-white p-4">
              <h2 className="text-lg font-semibold text-ink">{session.title}</h2>
              <p className="text-sm text-muted">{t("live.until", { date: session.until })}</p>
              <p className="mt-1 text-ink">
                {t("live.questions", { count: session.openQuestions })} ·{" "}
                {t("live.interjections", { count: session.waitingInterjections })}
                {session.pollOpen ? ` · ${t("live.poll_open")}` : ""}
              </p>
              <p className="mt-2 flex flex-wrap gap-4">
                <Link
                  to={`${linkTo({ type: "Livestream", slug: session.slug })}/moderation`}
                  className="font-semibold text-primary underline"
                  aria-label={t("live.console_of", { title: session.title })}
                >
                  {t("live.console")}
                </Link>
                <Link
                  to={linkTo({ type: "Livestream", slug: session.slug })}
                  className="text-primary underline"
                  aria-label={t("live.page_of", { title: session.title })}
                >
                  {t("live.page")}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
