import { redirect } from "@remix-run/node";
import { getApi, UpstreamValidationError } from "./api";
import { requireToken } from "./auth";
import { readForm } from "./form";
import { UpdateMeDocument } from "./graphql/operations";
import { flash } from "./session";
import { safeRedirect } from "~/lib/redirect";
import { startSession } from "./auth";
import { endSessionStreams } from "./live-streams";

/**
 * After the session's simulation was switched (spec 2.4, decision 037): what the session may do
 * changed, so its live streams close on every instance (a simulating staff member is no longer in
 * a conference room; the browser comes back to the door), and it continues under a new id.
 */
export async function afterSimulationSwitch(request: Request, token: string, messageKey: string, to: string) {
  await endSessionStreams(token);
  const cookie = await startSession(request, token, { kind: "success", messages: [{ key: messageKey }] });
  return redirect(to, { headers: { "Set-Cookie": cookie } });
}

/** The staff switch's post: sets is_simulating_user, then back with fresh data. */
export async function switchSimulation(request: Request) {
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
  return afterSimulationSwitch(request, token, key, back);
}
