import { Form, Link, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { UrlDialog, useCloseHref } from "~/components/dialogs/UrlDialog";
import { outlineButtonClass, primaryButtonClass } from "~/components/ui/buttonStyles";
import { ServerText } from "~/render/ServerText";
import { formatEventStart } from "~/lib/content-format";
import { questionIndex, type AttemptResult, type OpenAttempt } from "./model";

const TEST_PARAMS = ["dialog", "q", "result"];

export type CmeTestData = {
  attempt: OpenAttempt | null;
  result: AttemptResult | null;
  /** Attempts that may still start within 24 hours. */
  attemptsLeft: number;
  /** All attempts of the 24 hours used: when the next may start (ISO). */
  retakeAt: string | null;
};

/**
 * The CME test (`?dialog=cme-test&q=3`, spec 2.5): one question per step, so every step is
 * a short form that works without JavaScript and by keyboard alone (arrow keys within the options,
 * Enter for "next"); each step saves its answer upstream, so a reload or a later visit keeps them.
 * `&result=1` shows the latest result.
 */
export function CmeTestDialog({
  test,
  contentTitle,
  contentId,
  external = false,
}: {
  test: CmeTestData | null;
  contentTitle: string;
  contentId: string;
  /** No EFN: the certificate is there at once, nothing to apply for. */
  external?: boolean;
}) {
  const { t } = useTranslation("cme");
  const [params] = useSearchParams();
  const page = useCloseHref(TEST_PARAMS);
  const showResult = params.has("result") || !test?.attempt;
  return (
    <UrlDialog
      title={t("test.title")}
      description={t("test.description", { title: contentTitle })}
      width={800}
      closeHref={page}
    >
      {showResult && test?.result ? (
        <Result
          result={test.result}
          attemptsLeft={test.attemptsLeft}
          retakeAt={test.retakeAt}
          page={page}
          contentId={contentId}
          external={external}
        />
      ) : test?.attempt ? (
        <Question
          attempt={test.attempt}
          index={questionIndex(params.get("q"), test.attempt.questions.length)}
          page={page}
        />
      ) : (
        <p className="text-ink">{t("test.none")}</p>
      )}
    </UrlDialog>
  );
}

function Question({ attempt, index, page }: { attempt: OpenAttempt; index: number; page: string }) {
  const { t } = useTranslation("cme");
  const question = attempt.questions[index];
  if (!question) return null;
  const total = attempt.questions.length;
  const answered = Object.keys(attempt.answers).length;
  const last = index === total - 1;
  const chosen = attempt.answers[question.id];
  return (
    // Keyed by question: the radios start from the saved answer of each step.
    <Form key={question.id} method="post" action="/cme" noValidate data-testid="cme-question">
      <input type="hidden" name="intent" value="answer" />
      <input type="hidden" name="attemptId" value={attempt.id} />
      <input type="hidden" name="questionId" value={question.id} />
      <input type="hidden" name="q" value={index + 1} />
      <input type="hidden" name="redirectTo" value={page} />
      <p className="flex flex-wrap justify-between gap-2 text-sm text-muted">
        <span id="cme-step">{t("test.progress", { current: index + 1, total })}</span>
        <span>{t("test.answered", { count: answered, total })}</span>
      </p>
      <progress
        className="mt-1 h-2 w-full accent-primary"
        max={total}
        value={index + 1}
        aria-labelledby="cme-step"
      />
      <fieldset className="mt-4">
        <legend className="text-lg font-semibold text-ink">{question.text}</legend>
        <div className="mt-3 space-y-2">
          {question.options.map((option) => {
            const id = `cme-${question.id}-${option.id}`;
            return (
              <label
                key={option.id}
                htmlFor={id}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-line px-3 py-2 text-ink has-[:checked]:border-primary has-[:checked]:bg-primary-light"
              >
                <input
                  id={id}
                  type="radio"
                  name="optionId"
                  value={option.id}
                  defaultChecked={chosen === option.id}
                  className="size-4 accent-primary"
                />
                {option.text}
              </label>
            );
          })}
        </div>
      </fieldset>
      {/* "Next"/"submit" first in the DOM: Enter in the options submits forward, not back. */}
      <div className="mt-6 flex flex-row-reverse flex-wrap justify-between gap-3">
        <button type="submit" name="move" value={last ? "submit" : "next"} className={primaryButtonClass}>
          {t(last ? "test.submit" : "test.next")}
        </button>
        {index > 0 ? (
          <button type="submit" name="move" value="back" className={outlineButtonClass}>
            {t("test.back")}
          </button>
        ) : null}
      </div>
    </Form>
  );
}

function Result({
  result,
  attemptsLeft,
  retakeAt,
  page,
  contentId,
  external,
}: {
  result: AttemptResult;
  attemptsLeft: number;
  retakeAt: string | null;
  page: string;
  contentId: string;
  external: boolean;
}) {
  const { t, i18n } = useTranslation("cme");
  return (
    <div data-testid="cme-result" role="status">
      <p className={`text-2xl font-bold ${result.passed ? "text-primary" : "text-ink"}`}>
        {t(result.passed ? "test.result_passed" : "test.result_failed")}
      </p>
      <p className="mt-1 text-ink">
        {t("test.result_score", { score: result.score, total: result.total, pass: result.passMark })}
      </p>
      {/* How many were wrong, never which: a retake tests knowledge, not memory of the key. */}
      <p className="mt-4 text-ink" data-testid="cme-wrong-count">
        {result.wrongCount > 0 ? t("test.wrong_count", { count: result.wrongCount }) : t("test.all_right")}
      </p>
      {result.passed ? (
        <p className="mt-4 text-ink">{t(external ? "test.next_external" : "test.next_apply")}</p>
      ) : retakeAt ? (
        <p className="mt-4 text-ink" data-testid="cme-retake-at">
          <ServerText inputs={[retakeAt, i18n.language]}>
            {() => t("messages.attempts_used", { date: formatEventStart(retakeAt, i18n.language) })}
          </ServerText>
        </p>
      ) : (
        <p className="mt-4 text-ink">{t("test.next_retake", { count: attemptsLeft })}</p>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        {result.passed || retakeAt ? null : (
          <Form method="post" action="/cme">
            <input type="hidden" name="intent" value="start" />
            <input type="hidden" name="contentId" value={contentId} />
            <input type="hidden" name="redirectTo" value={page} />
            <button type="submit" className={primaryButtonClass}>
              {t("box.retake")}
            </button>
          </Form>
        )}
        <Link to={page} replace preventScrollReset className={outlineButtonClass}>
          {t("test.close")}
        </Link>
      </div>
    </div>
  );
}
