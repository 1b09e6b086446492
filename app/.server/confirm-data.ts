import { redirect } from "@remix-run/node";
import { getApi, UpstreamValidationError } from "./api";
import { requireToken } from "./auth";
import { readForm } from "./form";
import { ConfirmUserDataDocument, MeDocument } from "./graphql/operations";
import { getLocale } from "./i18n";
import { commitSession, getSession, setDraft } from "./session";
import { backWithFlash, errorFlash } from "./toggle-action";
import { safeRedirect } from "~/lib/redirect";
import { confirmDataSchema } from "~/lib/schemas/confirm-data";
import { readWith } from "~/lib/schemas/toggles";

// The confirm-data dialog (spec 2.5 and §4): the confirm-data dialog's steps as form posts
// (post/redirect/get); the main field chosen in step 1 waits in the session. GET ?later closes it for
// now (the dialog's × and Escape), which only a user without a main field needs.

const readConfirmData = readWith(confirmDataSchema);

function dialogHref(back: string, step: 1 | 2 | null): string {
  const url = new URL(back, "http://site");
  url.searchParams.delete("dialog");
  url.searchParams.delete("step");
  if (step) {
    url.searchParams.set("dialog", "confirm-data");
    url.searchParams.set("step", String(step));
  }
  return url.pathname + url.search;
}

async function putOff(request: Request, back: string) {
  const session = await getSession(request);
  setDraft(session, "confirmData", { fieldId: null, dismissed: true });
  return redirect(dialogHref(back, null), { headers: { "Set-Cookie": await commitSession(session) } });
}

export async function putOffConfirmData(request: Request) {
  await requireToken(request);
  const url = new URL(request.url);
  return putOff(request, safeRedirect(url.searchParams.get("redirectTo"), "/home"));
}

export async function confirmDataAction(request: Request) {
  const form = await readForm(request);
  await requireToken(request);
  const back = safeRedirect(form.get("redirectTo"), "/home");
  const input = readConfirmData(form);
  if (!input) return backWithFlash(request, dialogHref(back, 1), errorFlash("frame:confirm_data.failed"));
  const session = await getSession(request);
  const draft = session.get("confirmData");

  if (input.intent === "next") {
    if (!input.field_id)
      return backWithFlash(request, dialogHref(back, 1), errorFlash("frame:confirm_data.required"));
    setDraft(session, "confirmData", { fieldId: input.field_id, dismissed: false });
    return redirect(dialogHref(back, 2), { headers: { "Set-Cookie": await commitSession(session) } });
  }
  if (input.intent === "back") return redirect(dialogHref(back, 1));

  const api = await getApi(request, { locale: await getLocale(request) });
  const { me } = await api.request(MeDocument);
  if (!me) throw redirect("/");
  const mainField = input.intent === "save" ? (draft?.fieldId ?? me.field?.id) : me.field?.id;
  // Cancel without a main field to keep: nothing can be saved, so the dialog is put off for now.
  if (!mainField) return putOff(request, back);
  const followed = input.intent === "save" ? input.fieldIds : me.subscribedFields.map((field) => field.id);
  try {
    await api.request(ConfirmUserDataDocument, {
      input: { field_id: mainField, subscribedFields: [...new Set([mainField, ...followed])] },
    });
  } catch (error) {
    // A field that does not exist (a made-up id): the dialog again, with its message.
    if (!(error instanceof UpstreamValidationError)) throw error;
    return backWithFlash(request, dialogHref(back, 1), errorFlash("frame:confirm_data.failed"));
  }
  session.unset("confirmData");
  if (input.intent === "cancel") {
    return redirect(dialogHref(back, null), { headers: { "Set-Cookie": await commitSession(session) } });
  }
  session.flash("flash", { kind: "success", messages: [{ key: "profile:saved" }] });
  return redirect(dialogHref(back, null), { headers: { "Set-Cookie": await commitSession(session) } });
}
