import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loginHref } from "~/components/frame/urls";
import { CME_TEST_PASS_MARK, CME_TEST_QUESTIONS } from "~/lib/cme";

export type CmeData = {
  points: number;
  category: string | null;
  thresholdPercent: number | null;
  /** The furthest point reached, 0-100. */
  percent: number;
};

/** Spec §4: points, category, the steps to a certificate and how far the viewer is toward the threshold. */
export function CmeInfo({ cme, signedIn }: { cme: CmeData; signedIn: boolean }) {
  const { t } = useTranslation("video");
  const { pathname, search } = useLocation();
  const threshold = cme.thresholdPercent;
  const reached = threshold !== null && cme.percent >= threshold;
  return (
    <section
      className="rounded-lg border border-line border-t-4 border-t-primary bg-white p-4"
      aria-labelledby="video-cme"
      data-testid="cme-info"
    >
      <h2 id="video-cme" className="text-lg font-semibold text-ink">
        {t("cme.heading")}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        <div>
          <dt className="text-sm text-muted">{t("cme.points_label")}</dt>
          <dd className="text-lg font-semibold text-ink">{t("cme.points", { count: cme.points })}</dd>
        </div>
        {cme.category ? (
          <div>
            <dt className="text-sm text-muted">{t("cme.category_label")}</dt>
            <dd className="text-lg font-semibold text-ink">{cme.category}</dd>
          </div>
        ) : null}
      </dl>

      <h3 className="mt-4 font-semibold text-ink">{t("cme.steps_heading")}</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-ink">
        <li>{threshold !== null ? t("cme.step_watch", { percent: threshold }) : t("cme.step_watch_any")}</li>
        <li>{t("cme.step_test", { questions: CME_TEST_QUESTIONS, pass: CME_TEST_PASS_MARK })}</li>
        <li>{t("cme.step_apply")}</li>
        <li>{t("cme.step_certificate")}</li>
      </ol>

      <div className="mt-4">
        {signedIn ? (
          <>
            <p id="video-cme-progress" className="text-sm font-semibold text-ink">
              {t("cme.progress_label")}
            </p>
            <progress
              className="mt-1 h-2 w-full accent-primary"
              max={100}
              value={cme.percent}
              aria-labelledby="video-cme-progress"
              aria-describedby="video-cme-progress-text"
            />
            <p id="video-cme-progress-text" className="mt-1 text-sm text-muted" data-testid="cme-progress">
              {threshold !== null
                ? t("cme.progress_needed", { percent: cme.percent, threshold })
                : t("cme.progress", { percent: cme.percent })}
            </p>
            {reached ? <p className="mt-2 text-sm font-semibold text-primary">{t("cme.reached")}</p> : null}
          </>
        ) : (
          <p className="text-sm text-ink">
            {t("cme.anonymous")}{" "}
            <Link to={loginHref(pathname, search)} className="font-semibold text-primary underline">
              {t("cme.login")}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
