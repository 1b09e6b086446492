import { redirect } from "@remix-run/node";
import { getApi, upstreamFailure, UpstreamValidationError, type Api } from "~/.server/api";
import { readForm } from "~/.server/form";
import {
  AnswerCmeQuestionsDocument,
  ApplyForCmePointsDocument,
  SetCmeCycleStartDocument,
  StartCmeTestDocument,
  SubmitCmeTestDocument,
} from "./cme.graphql.server";
import { getLocale } from "~/.server/i18n";
import { refusalKey } from "~/.server/refusals";
import { getToken } from "~/.server/session";
import { backWithFlash, errorFlash, loginRedirect } from "~/.server/toggle-action";
import type { FlashMessage } from "~/lib/flash";
import { safeRedirect } from "~/lib/redirect";
import { cmeTestHref, consentFieldId } from "./model";
import { formatEventStart } from "~/lib/content-format";
import { cmeSchema, type CmeForm } from "./cme.schema";
import { readWith } from "~/lib/schemas/toggles";

// The CME action (POST /cme): each step's upstream call and where it sends the browser.

const readCme = readWith(cmeSchema);

/** The refusal as a snackbar; the daily attempts' refusal names when the next may start. */
function reasonOf(error: UpstreamValidationError, locale: string): FlashMessage {
  const { retakeAt } = error;
  if (error.has("CME_ATTEMPTS_USED") && retakeAt && !Number.isNaN(Date.parse(retakeAt))) {
    const date = formatEventStart(retakeAt, locale);
    return { kind: "error", messages: [{ key: "cme:messages.attempts_used", values: { date } }] };
  }
  // An attempt that is not (any more) the user's open one; a date the upstream does not take.
  if (error.codes("attemptId").length > 0) return errorFlash("cme:messages.attempt_gone");
  if (error.codes("date").length > 0) return errorFlash("cme:messages.cycle_invalid");
  return errorFlash(refusalKey(error.code()));
}

const success = (key: string): FlashMessage => ({ kind: "success", messages: [{ key }] });

async function run(api: Api, input: CmeForm, back: string, request: Request): Promise<Response> {
  switch (input.intent) {
    case "start":
      await api.request(StartCmeTestDocument, { contentId: input.contentId });
      return redirect(cmeTestHref(back, 1), 303);
    case "answer": {
      const answers = input.optionId ? [{ question_id: input.questionId, option_id: input.optionId }] : [];
      if (!input.optionId && input.move !== "back") {
        return backWithFlash(request, cmeTestHref(back, input.q), errorFlash("cme:messages.choose"));
      }
      const { answerCmeQuestions: attempt } = await api.request(AnswerCmeQuestionsDocument, {
        attemptId: input.attemptId,
        answers,
      });
      if (input.move === "back") return redirect(cmeTestHref(back, Math.max(1, input.q - 1)), 303);
      if (input.move === "next")
        return redirect(cmeTestHref(back, Math.min(attempt.questions.length, input.q + 1)), 303);
      const answered = new Set(attempt.answers.map((answer) => answer.question_id));
      const open = attempt.questions.flatMap((question, index) =>
        answered.has(question.id) ? [] : [index + 1],
      );
      if (open.length > 0) {
        const message: FlashMessage = {
          kind: "error",
          messages: [
            { key: "cme:messages.unanswered", values: { count: open.length, list: open.join(", ") } },
          ],
        };
        return backWithFlash(request, cmeTestHref(back, open[0] ?? 1), message);
      }
      await api.request(SubmitCmeTestDocument, { attemptId: input.attemptId });
      return redirect(cmeTestHref(back, "result"), 303);
    }
    case "apply":
      if (!input.consent) {
        // At the checkbox, not as a snackbar at the top of the page.
        const message: FlashMessage = {
          ...errorFlash("cme:messages.consent"),
          field: consentFieldId(input.certificateId),
        };
        return backWithFlash(request, cmeTestHref(back, null), message);
      }
      await api.request(ApplyForCmePointsDocument, {
        certificateId: input.certificateId,
        consent: input.consent,
      });
      return backWithFlash(request, cmeTestHref(back, null), success("cme:messages.applied"));
    case "cycle":
      await api.request(SetCmeCycleStartDocument, { date: `${input.date}T00:00:00.000Z` });
      return backWithFlash(request, back, success("cme:messages.cycle_saved"));
  }
}

export async function cmeAction(request: Request): Promise<Response> {
  const form = await readForm(request);
  const back = safeRedirect(form.get("redirectTo"), "/profile/certificates");
  if (!(await getToken(request))) throw loginRedirect(back);
  const input = readCme(form);
  if (!input) {
    const key = form.get("intent") === "cycle" ? "cme:messages.cycle_invalid" : "cme:messages.failed";
    return backWithFlash(request, back, errorFlash(key));
  }
  const locale = await getLocale(request);
  const api = await getApi(request, { locale });
  try {
    return await run(api, input, back, request);
  } catch (error) {
    if (error instanceof UpstreamValidationError) {
      const stay = input.intent === "answer" ? cmeTestHref(back, input.q) : cmeTestHref(back, null);
      return backWithFlash(request, input.intent === "cycle" ? back : stay, reasonOf(error, locale));
    }
    const failure = upstreamFailure(error);
    if (failure) return backWithFlash(request, back, errorFlash(failure.messageKey));
    throw error;
  }
}
