import { useTranslation } from "react-i18next";
import { track, type AnalyticsEvent } from "~/lib/analytics";
import { formatTimestamp, isoDuration } from "~/lib/start-time";
import { TitledSection } from "~/components/ui/TitledSection";
import { SeekLink } from "./SeekLink";

export type TimestampItem = { key: string; label: string; seconds: number; url?: string | null };

type Props = {
  id: string;
  heading: string;
  hint?: string;
  items: TimestampItem[];
  /** Fired on each click (spec §7: topic_timestamp_clicked, citation_timestamp_clicked). */
  event: AnalyticsEvent;
  content: { id: string; title: string };
  onSeek: (seconds: number) => void;
};

const row =
  "flex w-full items-baseline gap-3 rounded-md px-2 py-1.5 text-left text-ink hover:bg-primary-light";

/** Chapters ("Themen") or citations ("Quellen"): each time seeks the player there. */
export function Timestamps({ id, heading, hint, items, event, content, onSeek }: Props) {
  const { t } = useTranslation("video");
  if (items.length === 0) return null;
  return (
    <TitledSection id={id} className="mt-8" title={heading}>
      {hint ? <p className="mt-1 text-sm text-muted">{hint}</p> : null}
      <ol className="mt-3 divide-y divide-line rounded-lg border border-line bg-white">
        {items.map((item) => {
          const time = formatTimestamp(item.seconds);
          return (
            <li key={item.key} className="flex flex-wrap items-center gap-x-3 p-1">
              <SeekLink
                seconds={item.seconds}
                className={`${row} min-w-0 flex-1`}
                onSeek={(seconds) => {
                  track(event, {
                    content_id: content.id,
                    content_title: content.title,
                    timestamp: seconds,
                    label: item.label,
                  });
                  onSeek(seconds);
                }}
              >
                <time
                  dateTime={isoDuration(item.seconds)}
                  className="shrink-0 rounded bg-primary px-1.5 py-0.5 font-mono text-sm font-semibold text-white"
                >
                  {time}
                </time>
                <span className="min-w-0">{item.label}</span>
              </SeekLink>
              {item.url && /^https?:\/\//.test(item.url) ? (
                <a
                  href={item.url}
                  rel="noopener noreferrer"
                  className="px-2 text-sm font-semibold text-primary underline"
                  aria-label={t("citations.open_named", { text: item.label })}
                >
                  {t("citations.open")}
                </a>
              ) : null}
            </li>
          );
        })}
      </ol>
    </TitledSection>
  );
}
