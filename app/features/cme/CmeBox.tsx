import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loginHref, useCurrentPath } from "~/components/frame/urls";
import { outlineButtonClass, primaryButtonClass } from "~/components/ui/buttonStyles";
import { CME_TEST_PASS_MARK, CME_TEST_QUESTIONS } from "./cme-test";
import { formatDate, formatEventStart } from "~/lib/content-format";
import { ServerText } from "~/render/ServerText";
import {
  certificatePdfHref,
  cmeSteps,
  cmeTestHref,
  minutesOf,
  numberLabelKey,
  type CmeBoxData,
} from "./model";
import { ApplyForPoints } from "./ApplyForPoints";

/**
 * The CME box of /video and /live (spec §4): the accreditation, the viewer's four steps with
 * their state, the progress toward the threshold and the one next action (start or continue the test,
 * apply for points, download the certificate). Every action is a plain form or link.
 */
export function CmeBox({
  cme,
  signedIn,
  live = false,
  extraSeconds = 0,
  countingElsewhere = false,
}: {
  cme: CmeBoxData;
  signedIn: boolean;
  live?: boolean;
  /** Played in this visit and not yet counted by the server (the box moves while the video plays). */
  extraSeconds?: number;
  /** The API counts another item playing at the same time instead of this one (decision 016). */
  countingElsewhere?: boolean;
}) {
  const { t, i18n } = useTranslation("cme");
  const { pathname, search } = useLocation();
  const steps = cmeSteps(cme);
  const progress = cme.progress;
  const watchedMinutes = Math.min(
    cme.thresholdMinutes,
    minutesOf((progress?.secondsWatched ?? 0) + extraSeconds),
  );
  const date = (iso: string) => formatDate(iso, i18n.language);
  const stepList = [
    {
      done: steps.watched,
      text: t(live ? "box.step_watch_live" : "box.step_watch_vod", { count: cme.thresholdMinutes }),
    },
    {
      done: steps.passed,
      text: t("box.step_test", { questions: CME_TEST_QUESTIONS, pass: CME_TEST_PASS_MARK }),
    },
    { done: steps.applied, text: t("box.step_apply") },
    { done: steps.available, text: t("box.step_certificate") },
  ];

  return (
    <section
      className="rounded-lg border border-line border-t-4 border-t-primary bg-white p-4"
      aria-labelledby="cme-box"
      data-testid="cme-box"
    >
      <h2 id="cme-box" className="text-lg font-semibold text-ink">
        {t("box.heading")}
      </h2>
      {/* Long values get a row of their own: a half row is too narrow for "Lernerfolgskontrolle" on a phone. */}
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm" data-testid="cme-accreditation">
        <div>
          <dt className="text-muted">{t("box.points_label")}</dt>
          <dd className="text-lg font-semibold text-ink">{t("box.points", { count: cme.points })}</dd>
        </div>
        <div>
          <dt className="text-muted">{t("box.length_label")}</dt>
          <dd className="text-lg font-semibold text-ink">{t("box.length", { count: cme.nominalMinutes })}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-muted">{t("box.category_label")}</dt>
          <dd className="font-semibold text-ink">{t(`box.category_${cme.category}`, cme.category)}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-muted">{t("box.authority_label")}</dt>
          <dd className="text-ink">{cme.authority}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-muted">{t(numberLabelKey(cme.vnr))}</dt>
          <dd className="break-all font-mono text-ink" data-testid="cme-vnr">
            {cme.vnr}
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-muted">{t("box.valid_to_label")}</dt>
          <dd className="text-ink">
            <ServerText inputs={[cme.validTo, i18n.language]}>{() => date(cme.validTo)}</ServerText>
          </dd>
        </div>
      </dl>
      {cme.demo ? (
        <p className="mt-3 rounded-md bg-primary-light p-2 text-sm text-ink" data-testid="cme-demo-note">
          {t("box.demo_note", { count: cme.thresholdMinutes })}
        </p>
      ) : null}

      <h3 className="mt-4 font-semibold text-ink">{t("box.steps_heading")}</h3>
      <ol className="mt-2 space-y-2 text-sm text-ink" data-testid="cme-steps">
        {stepList.map((step, index) => (
          <li key={index} className="flex gap-2" data-done={step.done}>
            <span
              aria-hidden="true"
              className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                step.done ? "bg-primary text-white" : "border border-line text-muted"
              }`}
            >
              {step.done ? "✓" : index + 1}
            </span>
            <span>
              {step.text}{" "}
              <span className="sr-only">({t(step.done ? "box.step_done" : "box.step_open")})</span>
            </span>
          </li>
        ))}
      </ol>

      <div className="mt-4 space-y-3 text-sm" data-testid="cme-next">
        {!signedIn || !progress ? (
          <p className="text-ink">
            {t("box.anonymous")}{" "}
            <Link to={loginHref(pathname, search)} className="font-semibold text-primary underline">
              {t("box.login")}
            </Link>
          </p>
        ) : (
          <NextAction
            cme={cme}
            watchedMinutes={watchedMinutes}
            live={live}
            countingElsewhere={countingElsewhere}
          />
        )}
      </div>
    </section>
  );
}

function NextAction({
  cme,
  watchedMinutes,
  live,
  countingElsewhere,
}: {
  cme: CmeBoxData;
  watchedMinutes: number;
  live: boolean;
  countingElsewhere: boolean;
}) {
  const { t, i18n } = useTranslation("cme");
  const here = useCurrentPath();
  const progress = cme.progress;
  if (!progress) return null;
  const date = (iso: string) => formatDate(iso, i18n.language);
  const certificate = progress.certificate;
  const last = progress.lastAttempt;

  if (certificate) {
    return (
      <>
        {last?.passed ? (
          <p className="text-ink">{t("box.passed", { score: last.score, total: last.total })}</p>
        ) : null}
        {certificate.requester === "EXTERNAL" ? (
          <p className="text-ink">{t("box.external")}</p>
        ) : certificate.status === "TO_BE_REQUESTED" ? (
          <ApplyForPoints certificate={certificate} />
        ) : certificate.status === "REQUESTED" ? (
          <p className="text-ink" role="status">
            <ServerText
              inputs={[certificate.requestedAt ?? certificate.issuedAt, cme.processingDays, i18n.language]}
            >
              {() =>
                t("box.requested", {
                  date: date(certificate.requestedAt ?? certificate.issuedAt),
                  days: cme.processingDays,
                })
              }
            </ServerText>
          </p>
        ) : certificate.status === "RELEASE_PENDING" ? (
          <p className="text-ink" role="status">
            {t("box.release_pending")}
          </p>
        ) : (
          <p className="text-ink" role="status">
            <ServerText inputs={[certificate.accreditedAt ?? certificate.issuedAt, i18n.language]}>
              {() => t("box.accredited", { date: date(certificate.accreditedAt ?? certificate.issuedAt) })}
            </ServerText>
          </p>
        )}
        <p className="flex flex-wrap gap-3">
          <a href={certificatePdfHref(certificate.id)} className={primaryButtonClass} download>
            {t("box.download")}
          </a>
          <Link to="/profile/certificates" className={outlineButtonClass}>
            {t("box.all_certificates")}
          </Link>
        </p>
      </>
    );
  }
  if (!cme.valid) {
    return (
      <p className="text-ink">
        <ServerText inputs={[cme.validTo, i18n.language]}>
          {() => t("box.expired", { date: date(cme.validTo) })}
        </ServerText>
      </p>
    );
  }
  if (!progress.thresholdReached && watchedMinutes < cme.thresholdMinutes) {
    return (
      <>
        <div className="space-y-3 unscripted:hidden">
          <p id="cme-progress-label" className="font-semibold text-ink">
            {t("box.progress_label")}
          </p>
          <progress
            className="h-2 w-full accent-primary"
            max={cme.thresholdMinutes}
            value={watchedMinutes}
            aria-labelledby="cme-progress-label"
            aria-describedby="cme-progress-text"
          />
          <p id="cme-progress-text" className="text-muted" data-testid="cme-progress">
            {t("box.progress_minutes", { watched: watchedMinutes, count: cme.thresholdMinutes })}
            {". "}
            {t(live ? "box.live_note" : "box.progress_note")}
          </p>
          <CountingElsewhere shown={countingElsewhere} />
        </div>
        <NeedsScript watched={watchedMinutes} count={cme.thresholdMinutes} />
      </>
    );
  }
  const retakeAt = progress.openAttemptId ? null : progress.retakeAt;
  return (
    <>
      {retakeAt ? null : <p className="font-semibold text-primary">{t("box.test_ready")}</p>}
      {last && !last.passed ? (
        <p className="text-ink">
          {t("box.last_failed", { score: last.score, total: last.total, pass: last.passMark })}
        </p>
      ) : null}
      {progress.openAttemptId ? (
        <Link to={cmeTestHref(here, 1)} className={primaryButtonClass}>
          {t("box.continue")}
        </Link>
      ) : retakeAt ? (
        <p className="text-ink" role="status" data-testid="cme-retake-at">
          <ServerText inputs={[retakeAt, i18n.language]}>
            {() => t("messages.attempts_used", { date: formatEventStart(retakeAt, i18n.language) })}
          </ServerText>
        </p>
      ) : (
        <Form method="post" action="/cme">
          <input type="hidden" name="intent" value="start" />
          <input type="hidden" name="contentId" value={cme.contentId} />
          <input type="hidden" name="redirectTo" value={here} />
          <button type="submit" className={primaryButtonClass}>
            {t(last ? "box.retake" : "box.start")}
          </button>
        </Form>
      )}
    </>
  );
}

/**
 * Why the box stands still while this item plays: the API counts another item playing at the same
 * time (one item earns at a time, decision 016). A live region, so the change is announced.
 */
export function CountingElsewhere({ shown }: { shown: boolean }) {
  const { t } = useTranslation("cme");
  return (
    <p role="status" className="text-ink" data-testid="cme-counting-elsewhere">
      {shown ? t("box.counting_elsewhere") : null}
    </p>
  );
}

/**
 * Without JavaScript nothing counts the watched time (the player reports it while it plays): the box
 * says so and what to do, instead of a progress that never moves. Shown only where scripts do not run.
 */
export function NeedsScript({ watched, count }: { watched: number; count: number }) {
  const { t } = useTranslation("cme");
  return (
    <p className="hidden text-ink unscripted:block" data-testid="cme-needs-script">
      {watched > 0
        ? `${t("box.counted_so_far", { minutes: t("box.progress_minutes", { watched, count }) })} `
        : null}
      {t("box.needs_script")}
    </p>
  );
}
