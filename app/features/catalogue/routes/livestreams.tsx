import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadLivestreamSchedule } from "../discover.server";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { cx } from "~/components/ui/cx";
import { LiveBadge } from "~/components/discover/LiveBadge";
import { formatDayHeading } from "~/components/discover/schedule";
import { ScheduleItem } from "../ScheduleItem";
import { useBusy } from "../useBusy";
import { useRootData } from "~/root";
import { pageMeta } from "~/lib/page-meta";

// /livestreams: appointments of the next eight weeks grouped by Berlin day, live ones on top.
export const loader = ({ request }: LoaderFunctionArgs) => loadLivestreamSchedule(request);

export const meta = pageMeta;

export default function Livestreams() {
  const { t, i18n } = useTranslation("discover");
  const { live, days, total } = useLoaderData<typeof loader>();
  const signedIn = Boolean(useRootData()?.user);
  const busy = useBusy();
  const grid = "mt-4 grid gap-6 sm:grid-cols-2 md:grid-cols-3";
  return (
    <div
      className={cx("mx-auto max-w-6xl px-4 py-8 transition-opacity", busy && "opacity-60")}
      aria-busy={busy}
    >
      <h1 className="text-3xl font-bold text-ink">{t("livestreams.title")}</h1>
      <p className="mt-2 text-muted">
        {t("livestreams.intro")} {total > 0 ? t("livestreams.count", { count: total }) : null}
      </p>
      {total === 0 ? <p className="mt-8 text-ink">{t("livestreams.empty")}</p> : null}
      {live.length > 0 ? (
        <section className="mt-8 rounded-lg border-2 border-live p-4" aria-labelledby="live-now">
          <h2 id="live-now" className="flex items-center gap-3 text-xl font-semibold text-ink">
            <LiveBadge />
            {t("livestreams.live_now")}
          </h2>
          <ul className={grid}>
            {live.map((item) => (
              <li key={item.id}>
                <ScheduleItem item={item} signedIn={signedIn} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {days.map((group) => (
        <section key={group.day} className="mt-10" aria-labelledby={`day-${group.day}`}>
          <h2 id={`day-${group.day}`} className="border-b border-line pb-2 text-xl font-semibold text-ink">
            <time dateTime={group.day}>{formatDayHeading(group.day, i18n.language)}</time>
          </h2>
          <ul className={grid}>
            {group.items.map((item) => (
              <li key={item.id}>
                <ScheduleItem item={item} signedIn={signedIn} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
