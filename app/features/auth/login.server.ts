import type { ActionFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { safeRedirect } from "~/lib/redirect";
import { authenticateLogin, startSession } from "~/.server/auth";
import { commitSession, rotateSession, setDraft } from "~/.server/session";
import { readForm } from "~/.server/form";

/** The login dialog's post (spec §4): SUCCESS, INVALID_CREDENTIALS or SUSPENDED. */
export async function loginAction({ request, context }: ActionFunctionArgs) {
  // The form strategy reads the body itself: refuse what is too large or no form before it does.
  await readForm(request.clone());
  const outcome = await authenticateLogin(request, context);
  if (outcome.kind === "reply") {
    return data(
      { result: outcome.result, snackbar: outcome.snackbar ?? null },
      { status: outcome.status, headers: outcome.headers },
    );
  }

  if (outcome.kind === "suspended") {
    // Spec §4: SUSPENDED opens validation renewal with the status and the entered email. The password
    // is not kept: the upstream's renewal ticket proves it was right, for 15 minutes and one request.
    // The session gains that right, so it gets a new id.
    const session = await rotateSession(request);
    setDraft(session, "renewal", {
      email: outcome.email,
      renewalToken: outcome.login.renewalToken ?? "",
      validationStatus: outcome.login.validationStatus ?? null,
      profession: outcome.login.profession ?? null,
      country: outcome.login.country ?? null,
    });
    throw redirect("/?dialog=request-validation", {
      headers: { "Set-Cookie": await commitSession(session) },
    });
  }

  // The target first: nothing after the session holds a token may fail.
  const target = safeRedirect(outcome.redirectTo);
  const cookie = await startSession(request, outcome.token, {
    kind: "success",
    messages: [{ key: "auth:login.success" }],
  });
  throw redirect(target, { headers: { "Set-Cookie": cookie } });
}
