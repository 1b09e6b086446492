import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { feedbackSchema } from "~/lib/schemas/feedback";
import { getApi, upstreamFailure, UpstreamValidationError } from "./api";
import { backTarget, withDialog } from "./dialog-back";
import { readForm } from "./form";
import { SubmitFeedbackDocument } from "./graphql/feedback";
import { getFixedT, getLocale } from "./i18n";
import { retryAfterHeaders } from "./rate-limit";
import { getToken } from "./session";
import { backWithFlash, loginRedirect } from "./toggle-action";

/**
 * The feedback dialog's action (spec 2.5 and 8): stores the stars and the text, then back
 * to the page with "feedback sent"; a refusal answers the dialog again with the German message and
 * what was typed. Needs login.
 */
export async function feedbackAction(request: Request) {
  const form = await readForm(request);
  const back = backTarget(form.get("redirectTo"));
  if (!(await getToken(request))) throw loginRedirect(withDialog(back, "feedback"));
  const t = await getFixedT(request);
  const submission = parseWithZod(form, { schema: feedbackSchema(t) });
  if (submission.status !== "success") return data({ result: submission.reply(), back }, { status: 400 });
  const { rating, text, contentId, eventId } = submission.value;
  try {
    const api = await getApi(request, { locale: await getLocale(request) });
    await api.request(SubmitFeedbackDocument, {
      input: {
        rating: Number(rating),
        text: text ?? "",
        content_id: contentId || null,
        event_id: eventId || null,
      },
    });
  } catch (error) {
    if (error instanceof UpstreamValidationError) {
      const result = submission.reply({ formErrors: [t("content:feedback.refused")] });
      return data({ result, back }, { status: 400 });
    }
    const failure = upstreamFailure(error);
    if (!failure) throw error;
    const result = submission.reply({ formErrors: [t(failure.messageKey)] });
    const wait = failure.retryAfterSeconds;
    return data(
      { result, back },
      { status: failure.status, headers: wait ? retryAfterHeaders({ retryAfterSeconds: wait }) : undefined },
    );
  }
  return backWithFlash(request, back, { kind: "success", messages: [{ key: "content:feedback.sent" }] });
}
