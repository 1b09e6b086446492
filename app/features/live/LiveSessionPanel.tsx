import { Form, useActionData, useNavigation, useRevalidator, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { LiveActionData } from "./live-session.server";
import { useConferenceCall } from "./useConferenceCall";
import { ConferenceView } from "./ConferenceView";
import { QUESTION_MAX } from "./live-limits";
import { useHydrated } from "~/lib/use-hydrated";
import { outlineButtonClass, primaryButtonClass } from "~/components/ui/buttonStyles";
import { PollResults } from "./PollResults";
import { useLiveUpdates, type LiveSessionData, type LiveState } from "./useLiveUpdates";

// The viewer's side of the live session on /live/{slug}: ask, see the questions and the
// one being answered, vote, ask to speak. Every control is a form post; with JavaScript the state
// arrives by itself (useLiveUpdates) and the refresh link goes away.

type Props = { slug: string; livestreamId: string; session: LiveSessionData };

export function LiveSessionPanel({ slug, livestreamId, session }: Props) {
  const { t } = useTranslation("live");
  const revalidator = useRevalidator();
  /** This tab is in the conference: it keeps its stream while hidden (useLiveUpdates). */
  const [inCall, setInCall] = useState(false);
  const { state, connection, notice } = useLiveUpdates(slug, session.state, {
    onEnded: () => revalidator.revalidate(),
    holdWhileHidden: inCall,
  });
  const actionData = useActionData<LiveActionData>();
  const mine = new Set(session.my_question_ids);
  const myInterjection = session.my_interjection
    ? (state.interjections.find((i) => i.id === session.my_interjection?.id) ?? session.my_interjection)
    : null;

  // Accepted by the moderator: the page's data brings the conference token.
  const accepted = myInterjection?.status === "ACCEPTED";
  useEffect(() => {
    if (accepted && !session.conference && revalidator.state === "idle") revalidator.revalidate();
  }, [accepted, session.conference, revalidator]);

  const errorOf = (intent: string) => (actionData?.intent === intent ? actionData.error : undefined);
  return (
    <section
      id="live-session"
      aria-labelledby="live-session-title"
      className="mt-6 rounded-lg border border-line bg-white p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="live-session-title" className="text-xl font-semibold text-ink">
          {t("session.title")}
        </h2>
        {connection === "open" ? null : <RefreshLink slug={slug} />}
      </div>
      <p role="status" className="min-h-6 text-sm text-muted">
        {connection === "refused" || connection === "lost" ? (notice ?? t("session.reconnecting")) : ""}
      </p>

      <ActiveQuestion state={state} />
      <AskForm livestreamId={livestreamId} count={session.my_question_ids.length} error={errorOf("ask")} />
      {state.poll ? (
        <PollBox
          poll={state.poll}
          myVote={session.state.poll?.id === state.poll.id ? session.my_poll_vote : null}
          error={errorOf("vote")}
        />
      ) : null}
      <InterjectionBox
        slug={slug}
        livestreamId={livestreamId}
        status={myInterjection?.status ?? null}
        conference={session.conference}
        onCall={setInCall}
        error={errorOf("interject") ?? errorOf("withdraw")}
      />
      <QuestionList questions={state.questions} mine={mine} />
    </section>
  );
}

/**
 * Reloads the page at the panel. A link to this very URL plus `#live-session` would only scroll: the
 * address alternates a parameter, so every press is a real request for the state as it is now.
 */
function RefreshLink({ slug }: { slug: string }) {
  const { t } = useTranslation("live");
  const [params] = useSearchParams();
  const next = params.get("aktualisiert") === "1" ? "2" : "1";
  return (
    <a
      href={`/live/${encodeURIComponent(slug)}?aktualisiert=${next}#live-session`}
      className="text-sm font-semibold text-primary underline"
    >
      {t("session.refresh")}
    </a>
  );
}

function ActiveQuestion({ state }: { state: LiveState }) {
  const { t } = useTranslation("live");
  const active = state.active_question;
  return (
    <div aria-live="polite" className="mt-2">
      {active ? (
        <div className="rounded border-l-4 border-primary bg-primary-light p-3">
          <p className="text-sm font-semibold text-primary-dark">{t("session.active_question")}</p>
          <p className="mt-1 text-ink">{active.text}</p>
          <p className="mt-1 text-sm text-muted">{active.asked_by ?? t("session.anonymous")}</p>
        </div>
      ) : null}
      {state.active_interjection ? (
        <p className="mt-2 text-sm font-semibold text-ink">
          {t("session.interjection.active", { name: state.active_interjection.user_name ?? "" })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The question form. No validation in the browser: the server checks (askSchema) and answers the
 * page with the German message and the text kept. The player page's first-load budget has no room
 * for the form library and zod (decision 021), and the server's answer is as quick as the post.
 */
function AskForm({ livestreamId, count, error }: { livestreamId: string; count: number; error?: string }) {
  const { t } = useTranslation("live");
  const actionData = useActionData<LiveActionData>();
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "ask";
  const reply = actionData?.intent === "ask" ? actionData.result : undefined;
  const fieldError = reply?.error?.text?.[0];
  const typed = (reply?.initialValue as { text?: string; anonymous?: string } | undefined) ?? {};
  const id = "ask-question-text";
  const errorId = "ask-question-error";
  return (
    // A new form after each question of the viewer's: the text field empties.
    <Form
      method="post"
      noValidate
      key={`ask-${count}`}
      className="mt-4 flex flex-col gap-2"
      preventScrollReset
    >
      <input type="hidden" name="intent" value="ask" />
      <input type="hidden" name="livestreamId" value={livestreamId} />
      <label htmlFor={id} className="font-medium text-ink">
        {t("session.ask.label")}
      </label>
      <textarea
        id={id}
        name="text"
        rows={3}
        maxLength={QUESTION_MAX}
        defaultValue={typed.text ?? ""}
        aria-invalid={fieldError || error ? true : undefined}
        aria-describedby={errorId}
        className="w-full rounded border border-line bg-white px-3 py-2 text-ink aria-[invalid=true]:border-error focus:border-primary"
      />
      <p id={errorId} className="min-h-6 text-sm text-error">
        {fieldError ?? error}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-ink">
          <input
            type="checkbox"
            name="anonymous"
            className="h-5 w-5 accent-primary"
            defaultChecked={typed.anonymous === "on"}
          />
          {t("session.ask.anonymous")}
        </label>
        <button type="submit" className={primaryButtonClass} disabled={sending}>
          {sending ? t("session.ask.sending") : t("session.ask.submit")}
        </button>
      </div>
    </Form>
  );
}

type Poll = NonNullable<LiveState["poll"]>;

function PollBox({ poll, myVote, error }: { poll: Poll; myVote: number | null; error?: string }) {
  const { t } = useTranslation("live");
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "vote";
  return (
    <section aria-labelledby="live-poll-title" className="mt-6 rounded border border-line p-3">
      <h3 id="live-poll-title" className="font-semibold text-ink">
        {poll.status === "OPEN" ? t("session.poll.title") : t("session.poll.results")}
      </h3>
      {poll.status === "CLOSED" ? (
        <PollResults poll={poll} />
      ) : myVote !== null ? (
        <>
          <p className="mt-1 text-ink">{poll.question}</p>
          <p className="mt-2 text-ink">
            {t("session.poll.thanks", { option: poll.options[myVote]?.label ?? "" })}
          </p>
          <p className="text-sm text-muted">{t("session.poll.total", { count: poll.total_votes })}</p>
        </>
      ) : (
        <Form method="post" preventScrollReset className="mt-1">
          <input type="hidden" name="intent" value="vote" />
          <input type="hidden" name="pollId" value={poll.id} />
          <fieldset aria-describedby={error ? "live-poll-error" : undefined}>
            <legend className="text-ink">{poll.question}</legend>
            <div className="mt-2 flex flex-col gap-2">
              {poll.options.map((option) => (
                <label key={option.index} className="flex items-center gap-2 text-ink">
                  <input
                    type="radio"
                    name="option"
                    value={option.index}
                    className="h-5 w-5 accent-primary"
                    required
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
          <p id="live-poll-error" className="min-h-6 text-sm text-error">
            {error}
          </p>
          <button type="submit" className={primaryButtonClass} disabled={sending}>
            {t("session.poll.vote")}
          </button>
        </Form>
      )}
    </section>
  );
}

function InterjectionBox({
  slug,
  livestreamId,
  status,
  conference,
  onCall,
  error,
}: {
  slug: string;
  livestreamId: string;
  status: string | null;
  conference: LiveSessionData["conference"];
  onCall: (inCall: boolean) => void;
  error?: string;
}) {
  const { t } = useTranslation("live");
  const hydrated = useHydrated();
  const waiting = status === "REQUESTED";
  const speaking = status === "ACCEPTED";
  return (
    <section aria-labelledby="live-interjection-title" className="mt-6">
      <h3 id="live-interjection-title" className="font-semibold text-ink">
        {t("session.interjection.title")}
      </h3>
      <p className="mt-1 text-ink" aria-live="polite">
        {t(`session.interjection.status.${status ?? "NONE"}`)}
      </p>
      {speaking && conference ? (
        <ConferenceJoin slug={slug} livestreamId={livestreamId} conference={conference} onCall={onCall} />
      ) : null}
      <Form method="post" preventScrollReset className="mt-2">
        <input type="hidden" name="livestreamId" value={livestreamId} />
        {waiting || speaking ? (
          <button type="submit" name="intent" value="withdraw" className={outlineButtonClass}>
            {speaking ? t("session.interjection.finish") : t("session.interjection.withdraw")}
          </button>
        ) : (
          <>
            <button
              type="submit"
              name="intent"
              value="interject"
              className={outlineButtonClass}
              aria-describedby={hydrated ? undefined : "live-interjection-needs-js"}
            >
              {t("session.interjection.request")}
            </button>
            {/* Said before asking, not after being accepted: speaking needs the page's script. */}
            {hydrated ? null : (
              <p id="live-interjection-needs-js" className="mt-1 text-sm text-muted">
                {t("session.interjection.needs_js")}
              </p>
            )}
          </>
        )}
      </Form>
      {error ? <p className="mt-1 text-sm text-error">{error}</p> : null}
    </section>
  );
}

/**
 * Joining the conference asks for camera and microphone, then connects to the moderation (decision
 * 036); spec 8's messages when that fails. The call ends when the interjection does (this part
 * unmounts) or the room says so.
 */
function ConferenceJoin({
  slug,
  livestreamId,
  conference,
  onCall,
}: {
  slug: string;
  livestreamId: string;
  conference: NonNullable<LiveSessionData["conference"]>;
  onCall: (inCall: boolean) => void;
}) {
  const { t } = useTranslation("live");
  const hydrated = useHydrated();
  const { call, problem, joining, join, hangUp, rejoin } = useConferenceCall({
    slug,
    livestreamId,
    sessionName: conference.session_name,
    userName: conference.user_name,
    token: conference.token,
  });
  useEffect(() => {
    if (!call) return;
    onCall(true);
    return () => {
      call.leave();
      onCall(false);
    };
  }, [call, onCall]);
  if (!hydrated) return <p className="mt-2 text-sm text-muted">{t("session.conference.needs_js")}</p>;
  return (
    <div className="mt-2 flex flex-col gap-2">
      {call ? (
        <ConferenceView
          call={call}
          onLeave={hangUp}
          onRetry={rejoin}
          waitingText={t("conference.state.waiting")}
          leaveText={t("session.conference.leave")}
        />
      ) : (
        <button type="button" className={primaryButtonClass} onClick={() => void join()} disabled={joining}>
          {t("session.conference.join")}
        </button>
      )}
      <p role="alert" className="text-sm text-error">
        {problem ? t(`session.conference.problem.${problem}`) : ""}
      </p>
    </div>
  );
}

function QuestionList({ questions, mine }: { questions: LiveState["questions"]; mine: Set<string> }) {
  const { t } = useTranslation("live");
  return (
    <section aria-labelledby="live-questions-title" className="mt-6">
      <h3 id="live-questions-title" className="font-semibold text-ink">
        {t("session.questions.title", { count: questions.length })}
      </h3>
      {questions.length === 0 ? (
        <p className="mt-1 text-muted">{t("session.questions.empty")}</p>
      ) : (
        <ol className="mt-2 flex flex-col gap-2">
          {questions.map((question) => (
            <li key={question.id} className="rounded border border-line p-3">
              <p className="text-ink">{question.text}</p>
              <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-muted">
                <span>{question.asked_by ?? t("session.anonymous")}</span>
                {mine.has(question.id) ? (
                  <span className="font-semibold text-primary-dark">{t("session.questions.mine")}</span>
                ) : null}
                {question.status === "ANSWERED" ? (
                  <span className="font-semibold text-ink">{t("session.questions.answered")}</span>
                ) : null}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
