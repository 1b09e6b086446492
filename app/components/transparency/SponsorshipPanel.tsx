import { useTranslation } from "react-i18next";
import type { SponsorshipFieldsFragment } from "~/.server/graphql/generated/graphql";

/**
 * "Transparenz" on every video, livestream and event: whether the industry stands behind
 * it, the supporters by type, and each expert's declared conflicts of interest. A native
 * `<details>`, so it opens without JavaScript and by keyboard.
 */
export function SponsorshipPanel({ sponsorship }: { sponsorship: SponsorshipFieldsFragment }) {
  const { t } = useTranslation("content");
  const { industry_independent: independent, supporters, experts } = sponsorship;
  return (
    <details className="mt-6 rounded-lg border border-line bg-white p-4" data-testid="sponsorship">
      <summary className="cursor-pointer font-semibold text-ink">
        {t("transparency.title")}
        {": "}
        <span className={independent ? "text-primary-dark" : "text-ink"}>
          {independent ? t("transparency.independent") : t("transparency.industry")}
        </span>
      </summary>
      <div className="mt-3 flex flex-col gap-4">
        <section aria-labelledby="transparency-supporters">
          <h3 id="transparency-supporters" className="font-semibold text-ink">
            {t("transparency.supporters")}
          </h3>
          {supporters.length === 0 ? (
            <p className="mt-1 text-muted">{t("transparency.no_supporters")}</p>
          ) : (
            <ul className="mt-1 flex flex-col gap-1">
              {supporters.map((supporter, index) => (
                <li key={`${supporter.name}-${index}`} className="text-ink">
                  {supporter.url ? (
                    <a href={supporter.url} rel="noopener noreferrer" className="text-primary underline">
                      {supporter.name}
                    </a>
                  ) : (
                    supporter.name
                  )}
                  <span className="text-muted">
                    {" · "}
                    {t(`channel.supporter_types.${supporter.type}`)}
                    {supporter.industry ? ` · ${t("transparency.industry_supporter")}` : ""}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        {experts.length > 0 ? (
          <section aria-labelledby="transparency-experts">
            <h3 id="transparency-experts" className="font-semibold text-ink">
              {t("transparency.declarations")}
            </h3>
            <dl className="mt-1 flex flex-col gap-2">
              {experts.map((expert, index) => (
                <div key={`${expert.name}-${index}`}>
                  <dt className="font-medium text-ink">
                    {[expert.title, expert.name].filter(Boolean).join(" ")}
                  </dt>
                  <dd className="text-ink">
                    {expert.conflicts_of_interest ?? t("transparency.not_declared")}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
        <p className="text-sm text-muted">{t("transparency.explained")}</p>
      </div>
    </details>
  );
}
