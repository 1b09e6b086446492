import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { StaffListPage } from "../StaffListPage";
import { linkTo } from "~/lib/links";
import { pageMeta } from "~/lib/page-meta";
import { staffClientLoader } from "~/features/staff/staff-client";
import { liveSessionsPage } from "~/features/staff/staff-live.server";

// /staff/live: the livestreams live now, each with what waits for its moderation and a link to its
// console. Any staff role, as the console (decision 035); 404 for everyone else.

export const loader = ({ request }: LoaderFunctionArgs) => liveSessionsPage(request);

export const clientLoader = staffClientLoader;

export const meta = pageMeta;

export default function LiveSessions() {
  const { t } = useTranslation("staff");
  const { sessions } = useLoaderData<typeof loader>();
  return (
    <StaffListPage title={t("live.title")} intro={t("live.intro")}>
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
    </StaffListPage>
  );
}
