import { data } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { askSchema, pollSchema, voteSchema } from "./live-session.schema";
import { getApi, upstreamFailure, UpstreamValidationError, type Api } from "~/.server/api";
import { readForm } from "~/.server/form";
import type { ModerationAction } from "~/.server/graphql/generated/graphql";
import {
  AskQuestionDocument,
  ClosePollDocument,
  ModerateLiveSessionDocument,
  OpenPollDocument,
  RequestInterjectionDocument,
  VotePollDocument,
  WithdrawInterjectionDocument,
} from "./live-session.graphql.server";
import { retryAfterHeaders, retryAfterMinutes } from "~/.server/rate-limit";
import { backWithFlash, loginRedirect } from "~/.server/toggle-action";
import { parseWithZod } from "@conform-to/zod/v4";
import { ModerationPageDocument } from "./live-session.graphql.server";
import { getFixedT, getLocale } from "~/.server/i18n";
import { getToken } from "~/.server/session";
import { titleWith } from "~/lib/title";

// The forms of the live session: the viewer's on /live/{slug}, the moderator's on
// /live/{slug}/moderation. Post/redirect/get back to the panel with a snackbar; a refusal answers
// the page again with its German message and the typed text kept (JavaScript on and off alike).

export type LiveActionData = { intent: string; result?: SubmissionResult<string[]>; error?: string };

type Translate = Awaited<ReturnType<typeof getFixedT>>;
type Step = {
  /** The form's own check; a SubmissionResult to show, or the value to send. */
  run(api: Api): Promise<SubmissionResult<string[]> | void>;
  /** The snackbar after success. */
  done: string;
  /** The message when the API refuses the input (the session ended, a second vote, ...). */
  refused: (error: UpstreamValidationError) => string;
  /** The message when the API's limit for this action says to wait (429). */
  tooMany?: (wait: { retryAfterSeconds: number }) => string;
};

const MODERATION_ACTIONS = new Set<ModerationAction>([
  "ANSWER",
  "ACTIVATE",
  "HIDE",
  "UNHIDE",
  "ACCEPT",
  "DECLINE",
  "FINISH",
]);

function viewerStep(form: FormData, intent: string, t: Translate): Step | null {
  const livestreamId = String(form.get("livestreamId") ?? "");
  const ended = () => t("live:session.ended_refused");
  switch (intent) {
    case "ask":
      return {
        async run(api) {
          const submission = parseWithZod(form, { schema: askSchema(t) });
          if (submission.status !== "success") return submission.reply();
          const { text, anonymous } = submission.value;
          await api.request(AskQuestionDocument, {
            input: { livestream_id: livestreamId, text, anonymous: anonymous === "on" },
          });
        },
        done: "live:session.ask.sent",
        refused: ended,
        tooMany: (wait) => t("live:session.ask.too_many", { count: wait.retryAfterSeconds }),
      };
    case "vote": {
      // The option's index is bounded here: beyond GraphQL's Int the API could not even read it.
      const vote = parseWithZod(form, { schema: voteSchema(t) });
      return {
        async run(api) {
          if (vote.status !== "success") throw new UpstreamValidationError({ option: [] });
          await api.request(VotePollDocument, vote.value);
        },
        done: "live:session.poll.voted",
        refused: (error) =>
          vote.status !== "success"
            ? t("live:session.poll.choose")
            : error.has("ALREADY_VOTED")
              ? t("live:session.poll.already_voted")
              : t("live:session.poll.closed_refused"),
      };
    }
    case "interject":
      return {
        run: async (api) => void (await api.request(RequestInterjectionDocument, { livestreamId })),
        done: "live:session.interjection.requested",
        refused: ended,
        tooMany: (wait) => t("live:session.interjection.too_many", { count: retryAfterMinutes(wait) }),
      };
    case "withdraw":
      return {
        run: async (api) => void (await api.request(WithdrawInterjectionDocument, { livestreamId })),
        done: "live:session.interjection.withdrawn",
        refused: ended,
      };
    default:
      return null;
  }
}

function moderatorStep(form: FormData, intent: string, t: Translate): Step | null {
  const livestreamId = String(form.get("livestreamId") ?? "");
  const gone = () => t("live:moderation.refused");
  switch (intent) {
    case "moderate": {
      const action = String(form.get("action") ?? "") as ModerationAction;
      return {
        async run(api) {
          if (!MODERATION_ACTIONS.has(action)) throw new UpstreamValidationError({ action: [] });
          await api.request(ModerateLiveSessionDocument, {
            livestreamId,
            action,
            targetId: String(form.get("targetId") ?? ""),
          });
        },
        done: `live:moderation.done.${MODERATION_ACTIONS.has(action) ? action : "ANSWER"}`,
        refused: gone,
      };
    }
    case "open-poll":
      return {
        async run(api) {
          const submission = parseWithZod(form, { schema: pollSchema(t) });
          if (submission.status !== "success") return submission.reply();
          await api.request(OpenPollDocument, {
            input: { livestream_id: livestreamId, ...submission.value },
          });
        },
        done: "live:moderation.poll.opened",
        refused: gone,
      };
    case "close-poll":
      return {
        run: async (api) =>
          void (await api.request(ClosePollDocument, { pollId: String(form.get("pollId") ?? "") })),
        done: "live:moderation.poll.closed",
        refused: gone,
      };
    default:
      return null;
  }
}

async function runLiveAction(
  request: Request,
  back: string,
  pick: (form: FormData, intent: string, t: Translate) => Step | null,
) {
  const form = await readForm(request);
  if (!(await getToken(request))) throw loginRedirect(back.split("#")[0]!);
  const t = await getFixedT(request);
  const intent = String(form.get("intent") ?? "");
  const step = pick(form, intent, t);
  const answer = (body: LiveActionData, status: number, headers?: HeadersInit) =>
    data(body, { status, headers });
  if (!step) return answer({ intent, error: t("live:session.bad_request") }, 400);
  try {
    const api = await getApi(request, { locale: await getLocale(request) });
    const result = await step.run(api);
    if (result) return answer({ intent, result }, 400);
  } catch (error) {
    if (error instanceof UpstreamValidationError) {
      // Moderating without a staff role: the console does not exist for this user.
      if (error.fields.role) throw new Response(null, { status: 404 });
      return answer({ intent, error: step.refused(error) }, 400);
    }
    const failure = upstreamFailure(error);
    if (!failure) throw error;
    const wait = failure.retryAfterSeconds ? { retryAfterSeconds: failure.retryAfterSeconds } : null;
    return answer(
      {
        intent,
        error: failure.status === 429 && wait && step.tooMany ? step.tooMany(wait) : t(failure.messageKey),
      },
      failure.status,
      wait ? retryAfterHeaders(wait) : undefined,
    );
  }
  return backWithFlash(request, back, { kind: "success", messages: [{ key: step.done }] });
}

export const viewerLiveAction = (request: Request, slug: string) =>
  runLiveAction(request, `/live/${encodeURIComponent(slug)}#live-session`, viewerStep);

export const moderatorLiveAction = (request: Request, slug: string) =>
  runLiveAction(request, `/live/${encodeURIComponent(slug)}/moderation`, moderatorStep);

export async function loadModerationPage(request: Request, slug: string) {
  if (!(await getToken(request))) throw loginRedirect(`/live/${encodeURIComponent(slug)}/moderation`);
  const api = await getApi(request, { locale: await getLocale(request) });
  let page;
  try {
    page = await api.request(ModerationPageDocument, { slug });
  } catch (error) {
    if (error instanceof UpstreamValidationError) throw new Response(null, { status: 404 });
    throw error;
  }
  if (!page.livestream) throw new Response(null, { status: 404 });
  const t = await getFixedT(request);
  return {
    title: titleWith(t, t("live:moderation.title", { title: page.livestream.title })),
    livestream: page.livestream,
    state: page.liveSession?.state ?? null,
  };
}
