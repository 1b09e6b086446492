import { useTranslation } from "react-i18next";
import { ContentCard, type ContentCardItem } from "~/components/content/ContentCard";
import { LiveBadge } from "~/components/discover/LiveBadge";
import { formatTimeRange } from "~/components/discover/schedule";

export type ScheduledLivestream = Extract<ContentCardItem, { __typename: "Livestream" }> & {
  ends_at: string;
};

/** One appointment: Berlin time range, LIVE badge, CME points, then the shared content card. */
export function ScheduleItem({ item, signedIn }: { item: ScheduledLivestream; signedIn: boolean }) {
  const { t, i18n } = useTranslation("discover");
  return (
    <div className="flex h-full flex-col gap-2">
      <p className="flex flex-wrap items-center gap-2 text-ink">
        {item.state === "LIVE" ? <LiveBadge /> : null}
        <span className="font-semibold">
          <time dateTime={item.starts_at}>
            {formatTimeRange(item.starts_at, item.ends_at, i18n.language)}
          </time>
        </span>
        <span className="text-muted">
          ·{" "}
          {item.cme_points > 0
            ? t("livestreams.cme_points", { count: item.cme_points })
            : t("livestreams.no_cme")}
        </span>
      </p>
      <ContentCard item={item} signedIn={signedIn} />
    </div>
  );
}
