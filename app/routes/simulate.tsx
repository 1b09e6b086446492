import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { getApi, UpstreamValidationError } from "~/.server/api";
import { requireToken, startSession } from "~/.server/auth";
import { UpdateMeDocument } from "~/.server/graphql/operations";
import { endSessionStreams } from "~/.server/live-streams";
import { flash } from "~/.server/session";
import { safeRedirect } from "~/lib/redirect";
import { readForm } from "~/.server/form";
import { FormEndpoint } from "~/components/FormEndpoint";

/** Staff switch (spec §4): sets is_simulating_user, then the redirect loads fresh data. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const token = await requireToken(request);
  const back = safeRedirect(form.get("redirectTo"), "/home");
  const enabled = form.get("enabled") === "true";
  try {
    await (await getApi(request)).request(UpdateMeDocument, { input: { is_simulating_user: enabled } });
  } catch (error) {
    if (!(error instanceof UpstreamValidationError)) throw error;
    return redirect(back, {
      headers: await flash(request, { kind: "error", messages: [{ key: "common:simulate.not_allowed" }] }),
    });
  }
  const key = enabled ? "common:simulate.started" : "common:simulate.stopped";
  // What the session may do changed: its live streams close on every instance (a simulating staff
  // member is no longer in a conference room; the browser comes back to the door), and it
  // continues under a new id.
  await endSessionStreams(token);
  const cookie = await startSession(request, token, { kind: "success", messages: [{ key }] });
  return redirect(back, { headers: { "Set-Cookie": cookie } });
}

export const loader = () => redirect("/home");

export default FormEndpoint;
