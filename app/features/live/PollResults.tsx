import { useTranslation } from "react-i18next";
import type { LiveState } from "./useLiveUpdates";

/** A poll's results as a list (text first, the bar is decoration). Moderators see them while open. */
export function PollResults({ poll }: { poll: NonNullable<LiveState["poll"]> }) {
  const { t, i18n } = useTranslation("live");
  const total = poll.total_votes;
  const percent = new Intl.NumberFormat(i18n.language, { style: "percent", maximumFractionDigits: 0 });
  return (
    <>
      <p className="mt-1 text-ink">{poll.question}</p>
      <ul className="mt-2 flex flex-col gap-2">
        {poll.options.map((option) => {
          const share = total > 0 ? (option.votes ?? 0) / total : 0;
          return (
            <li key={option.index}>
              <p className="flex justify-between gap-3 text-ink">
                <span>{option.label}</span>
                <span>
                  {t("session.poll.option_result", {
                    count: option.votes ?? 0,
                    share: percent.format(share),
                  })}
                </span>
              </p>
              <div aria-hidden="true" className="mt-1 h-2 rounded bg-line">
                <div className="h-2 rounded bg-primary" style={{ width: `${Math.round(share * 100)}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-sm text-muted">{t("session.poll.total", { count: total })}</p>
    </>
  );
}
