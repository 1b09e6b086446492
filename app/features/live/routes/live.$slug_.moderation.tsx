import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { moderatorLiveAction, type LiveActionData } from "../live-session.server";
import { ConferenceView } from "../ConferenceView";
import { PollResults } from "../PollResults";
import { useLiveUpdates, type LiveState } from "../useLiveUpdates";
import { outlineButtonClass, primaryButtonClass } from "~/components/ui/buttonStyles";
import { reportConference } from "../conference";
import { useConferenceCall } from "../useConferenceCall";
import { linkTo } from "~/lib/links";
import { TitledSection } from "~/components/ui/TitledSection";
import { pageMeta } from "~/lib/page-meta";
import { passRetryAfter } from "~/lib/route-headers";
import { POLL_OPTION_FIELDS, POLL_OPTION_MAX, POLL_QUESTION_MAX, pollSchema } from "../live-session.schema";
import { useHydrated } from "~/lib/use-hydrated";
import { liveSessionClientLoader } from "~/lib/live-session-client";
import { loadModerationPage } from "../live-session.server";

// /live/{slug}/moderation: the moderator's console, for staff only (404 for everyone
// else). The queue, the interjections and the poll update by themselves with JavaScript; without,
// every action is a form post and the page has a refresh link (decision 023: no meta refresh).

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadModerationPage(request, params.slug ?? "");

export const action = ({ request, params }: ActionFunctionArgs) =>
  moderatorLiveAction(request, params.slug ?? "");

// The live session's texts come as a chunk of their own (decision 021).
export const clientLoader = liveSessionClientLoader;

export const meta = pageMeta;

// A refused action (too many questions or requests to speak) keeps its Retry-After.
export const headers = passRetryAfter;

export default function ModerationConsole() {
  const { livestream, state } = useLoaderData<typeof loader>();
  const { t } = useTranslation("live");
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <p>
        <Link to={linkTo({ type: "Livestream", slug: livestream.slug })} className="text-primary underline">
          {t("moderation.back")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-ink">
        {t("moderation.title", { title: livestream.title })}
      </h1>
      {state ? (
        <Console slug={livestream.slug} livestreamId={livestream.id} initial={state} />
      ) : (
        <p className="mt-4 text-ink">{t("moderation.not_live")}</p>
      )}
    </div>
  );
}

function Console({
  slug,
  livestreamId,
  initial,
}: {
  slug: string;
  livestreamId: string;
  initial: LiveState;
}) {
  const { t } = useTranslation("live");
  const revalidator = useRevalidator();
  const { state, connection, notice } = useLiveUpdates(slug, initial, {
    moderation: true,
    onEnded: () => revalidator.revalidate(),
  });
  const actionData = useActionData<LiveActionData>();
  const waiting = state.interjections.filter((i) => i.status === "REQUESTED");
  return (
    <>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <p role="status" className="text-sm text-muted">
          {connection === "open"
            ? t("moderation.connected")
            : connection === "refused" || connection === "lost"
              ? (notice ?? t("session.reconnecting"))
              : ""}
        </p>
        {connection === "open" ? null : (
          <a
            href={`/live/${encodeURIComponent(slug)}/moderation`}
            className="text-sm font-semibold text-primary underline"
          >
            {t("session.refresh")}
          </a>
        )}
      </div>
      {actionData?.error ? (
        <p role="alert" className="mt-2 rounded border border-error p-3 text-error">
          {actionData.error}
        </p>
      ) : null}
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="queue-title">
          <h2 id="queue-title" className="text-xl font-semibold text-ink">
            {t("moderation.questions.title", {
              count: state.questions.filter((q) => q.status === "NEW" && !q.hidden).length,
            })}
          </h2>
          {state.questions.length === 0 ? (
            <p className="mt-1 text-muted">{t("moderation.questions.empty")}</p>
          ) : null}
          <ol className="mt-2 flex flex-col gap-2">
            {state.questions.map((question) => {
              const active = state.active_question?.id === question.id;
              return (
                <li
                  key={question.id}
                  className={`rounded border p-3 ${active ? "border-primary bg-primary-light" : "border-line"} ${question.hidden ? "opacity-75" : ""}`}
                >
                  <p className="text-ink">{question.text}</p>
                  <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-muted">
                    <span>
                      {question.asked_by}
                      {question.anonymous ? ` ${t("moderation.questions.anonymous")}` : ""}
                    </span>
                    <span className="font-semibold text-ink">
                      {active
                        ? t("moderation.questions.active")
                        : question.hidden
                          ? t("moderation.questions.hidden")
                          : t(`moderation.questions.status.${question.status}`)}
                    </span>
                  </p>
                  <ModerateButtons
                    livestreamId={livestreamId}
                    targetId={question.id}
                    context={question.text}
                    className="mt-2"
                    actions={[
                      ...(question.status === "NEW" && !question.hidden
                        ? [...(active ? [] : ["ACTIVATE"]), "ANSWER"]
                        : []),
                      question.hidden ? "UNHIDE" : "HIDE",
                    ]}
                  />
                </li>
              );
            })}
          </ol>
        </section>

        <div className="flex flex-col gap-6">
          <TitledSection
            id="interjections-title"
            title={t("moderation.interjections.title", { count: waiting.length })}
          >
            {state.active_interjection ? (
              <p className="mt-1 font-semibold text-ink">
                {t("session.interjection.active", { name: state.active_interjection.user_name ?? "" })}
              </p>
            ) : null}
            <ul className="mt-2 flex flex-col gap-2">
              {state.interjections
                .filter((i) => i.status === "REQUESTED" || i.status === "ACCEPTED")
                .map((interjection) => (
                  <li
                    key={interjection.id}
                    className="flex flex-wrap items-center gap-2 rounded border border-line p-3"
                  >
                    <span className="grow text-ink">
                      {interjection.user_name} · {t(`moderation.interjections.status.${interjection.status}`)}
                    </span>
                    <ModerateButtons
                      livestreamId={livestreamId}
                      targetId={interjection.id}
                      context={interjection.user_name ?? ""}
                      actions={interjection.status === "REQUESTED" ? ["ACCEPT", "DECLINE"] : ["FINISH"]}
                    />
                  </li>
                ))}
            </ul>
            {waiting.length === 0 && !state.active_interjection ? (
              <p className="mt-1 text-muted">{t("moderation.interjections.empty")}</p>
            ) : null}
          </TitledSection>
          <TitledSection id="conference-title" title={t("moderation.conference.title")}>
            {state.active_interjection ? (
              // A new speaker is a new room: the call with the one before ends.
              <ConsoleConference
                key={state.active_interjection.id}
                slug={slug}
                livestreamId={livestreamId}
                speaker={state.active_interjection}
              />
            ) : (
              <p className="mt-1 text-muted">{t("moderation.conference.none")}</p>
            )}
          </TitledSection>

          <TitledSection id="poll-title" title={t("moderation.poll.title")}>
            {state.poll ? (
              <div className="mt-2 rounded border border-line p-3">
                <p className="text-sm font-semibold text-muted">
                  {t(`moderation.poll.status.${state.poll.status}`)}
                </p>
                <PollResults poll={state.poll} />
                {state.poll.status === "OPEN" ? (
                  <Form method="post" className="mt-2">
                    <input type="hidden" name="intent" value="close-poll" />
                    <input type="hidden" name="pollId" value={state.poll.id} />
                    <button type="submit" className={outlineButtonClass}>
                      {t("moderation.poll.close")}
                    </button>
                  </Form>
                ) : null}
              </div>
            ) : null}
            <PollForm livestreamId={livestreamId} pollCount={state.poll?.id ?? "none"} />
          </TitledSection>
        </div>
      </div>
    </>
  );
}

/**
 * The console in the speaker's conference room (decision 036): their video with their name and
 * voice, muting them, removing them (FINISH, a form post that works without JavaScript too).
 */
function ConsoleConference({
  slug,
  livestreamId,
  speaker,
}: {
  slug: string;
  livestreamId: string;
  speaker: NonNullable<LiveState["active_interjection"]>;
}) {
  const { t } = useTranslation("live");
  const hydrated = useHydrated();
  const { call, problem, joining, join, hangUp, rejoin } = useConferenceCall({
    slug,
    livestreamId,
    sessionName: `live-${slug}`,
    userName: "",
  });
  useEffect(() => (call ? () => call.leave() : undefined), [call]);
  return (
    <div className="mt-2 flex flex-col gap-2">
      {!hydrated ? (
        <p className="text-sm text-muted">{t("moderation.conference.needs_js")}</p>
      ) : call ? (
        <ConferenceView
          call={call}
          onLeave={hangUp}
          onRetry={rejoin}
          waitingText={({ departed }) =>
            departed.some((one) => one.role === "SPEAKER")
              ? t("moderation.conference.departed")
              : t("moderation.conference.alone")
          }
          leaveText={t("moderation.conference.leave")}
          controls={(participant) =>
            participant.role !== "SPEAKER" ? null : participant.microphone ? (
              <button
                type="button"
                className={`${outlineButtonClass} text-sm`}
                onClick={() => void call.mute(participant)}
              >
                {t("moderation.conference.mute")}
              </button>
            ) : (
              // What the speaker's page says: muted by the moderation or by themselves.
              <p role="status" className="text-sm text-ink">
                {t("moderation.conference.muted")}
              </p>
            )
          }
        />
      ) : (
        <button type="button" className={primaryButtonClass} onClick={() => void join()} disabled={joining}>
          {t("moderation.conference.join")}
        </button>
      )}
      <p role="alert" className="text-sm text-error">
        {problem ? t(`session.conference.problem.${problem}`) : ""}
      </p>
      <Form
        method="post"
        preventScrollReset
        onSubmit={() => reportConference({ slug, livestreamId }, "REMOVED")}
      >
        <input type="hidden" name="intent" value="moderate" />
        <input type="hidden" name="livestreamId" value={livestreamId} />
        <input type="hidden" name="targetId" value={speaker.id} />
        <input type="hidden" name="action" value="FINISH" />
        <button type="submit" className={outlineButtonClass}>
          {t("moderation.conference.remove")}
        </button>
      </Form>
    </div>
  );
}

/** A moderator's actions on one question or interjection, each a form of its own (no JS needed). */
function ModerateButtons({
  livestreamId,
  targetId,
  actions,
  context,
  className = "",
}: {
  livestreamId: string;
  targetId: string;
  actions: string[];
  className?: string;
  /** What the buttons act on, for screen readers: many buttons share a label. */
  context: string;
}) {
  const { t } = useTranslation("live");
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      {actions.map((action) => {
        const label = t(`moderation.actions.${action}`);
        return (
          <Form key={action} method="post" preventScrollReset>
            <input type="hidden" name="intent" value="moderate" />
            <input type="hidden" name="livestreamId" value={livestreamId} />
            <input type="hidden" name="targetId" value={targetId} />
            <input type="hidden" name="action" value={action} />
            <button
              type="submit"
              className={`${outlineButtonClass} text-sm`}
              aria-label={`${label}: ${context}`}
            >
              {label}
            </button>
          </Form>
        );
      })}
    </div>
  );
}

function PollForm({ livestreamId, pollCount }: { livestreamId: string; pollCount: string }) {
  const { t } = useTranslation("live");
  const actionData = useActionData<LiveActionData>();
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "open-poll";
  const [form, fields] = useForm({
    // A new, empty form once the poll is open.
    id: `open-poll-${pollCount}`,
    lastResult: actionData?.intent === "open-poll" ? actionData.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: pollSchema(t) }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const options = fields.options.getFieldList();
  return (
    <Form method="post" {...getFormProps(form)} key={form.id} className="mt-3 flex flex-col gap-2">
      <h3 className="font-semibold text-ink">{t("moderation.poll.new")}</h3>
      <input type="hidden" name="intent" value="open-poll" />
      <input type="hidden" name="livestreamId" value={livestreamId} />
      <label htmlFor={fields.question.id} className="font-medium text-ink">
        {t("moderation.poll.question")}
      </label>
      <input
        {...getInputProps(fields.question, { type: "text", ariaAttributes: true })}
        key={fields.question.key}
        maxLength={POLL_QUESTION_MAX}
        className="w-full rounded border border-line bg-white px-3 py-2 text-ink aria-[invalid=true]:border-error focus:border-primary"
      />
      <p id={fields.question.errorId} className="min-h-6 text-sm text-error">
        {fields.question.errors?.[0]}
      </p>
      <fieldset aria-describedby={fields.options.errorId}>
        <legend className="font-medium text-ink">
          {t("moderation.poll.options", { count: POLL_OPTION_FIELDS })}
        </legend>
        {Array.from({ length: POLL_OPTION_FIELDS }, (_, index) => (
          <div key={index} className="mt-2">
            <label htmlFor={`${form.id}-option-${index}`} className="sr-only">
              {t("moderation.poll.option", { number: index + 1 })}
            </label>
            <input
              id={`${form.id}-option-${index}`}
              name={`${fields.options.name}[${index}]`}
              defaultValue={options[index]?.initialValue ?? ""}
              maxLength={POLL_OPTION_MAX}
              placeholder={t("moderation.poll.option", { number: index + 1 })}
              className="w-full rounded border border-line bg-white px-3 py-2 text-ink focus:border-primary"
            />
          </div>
        ))}
      </fieldset>
      <p id={fields.options.errorId} className="min-h-6 text-sm text-error">
        {fields.options.errors?.[0]}
      </p>
      <button type="submit" className={primaryButtonClass} disabled={sending}>
        {t("moderation.poll.open")}
      </button>
    </Form>
  );
}
