import type { ActionFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { safeRedirect } from "~/lib/redirect";
import { authenticateLogin, startSession } from "../auth";
import { commitSession, getSession } from "../session";

/** The login dialog's post (spec §4): SUCCESS, INVALID_CREDENTIALS or SUSPENDED. */
export async function loginAction({ request, context }: ActionFunctionArgs) {
  const outcome = await authenticateLogin(request, context);
  if (outcome.kind === "reply") {
    return data({ result: outcome.result, snackbar: outcome.snackbar ?? null }, { status: outcome.status });
  }

  if (outcome.kind === "suspended") {
    // Spec §4: SUSPENDED opens validation renewal with the status and the entered credentials. They stay
    // in the server-side session only until the request is sent or the dialog is closed.
    const session = await getSession(request);
    session.set("renewal", {
      email: outcome.email,
      password: outcome.password,
      validationStatus: outcome.login.validationStatus ?? null,
      profession: outcome.login.profession ?? null,
      country: outcome.login.country ?? null,
    });
    throw redirect("/?dialog=request-validation", {
      headers: { "Set-Cookie": await commitSession(session) },
    });
  }

  const cookie = await startSession(request, outcome.token, {
    kind: "success",
    messages: [{ key: "auth:login.success" }],
  });
  throw redirect(safeRedirect(outcome.redirectTo), { headers: { "Set-Cookie": cookie } });
}
