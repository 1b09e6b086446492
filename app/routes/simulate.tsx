import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { getApi, UpstreamValidationError } from "~/.server/api";
import { requireToken } from "~/.server/auth";
import { UpdateMeDocument } from "~/.server/graphql/operations";
import { afterSimulationSwitch } from "~/.server/simulation";
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
  return afterSimulationSwitch(request, token, key, back);
}

export const loader = () => redirect("/home");

export default FormEndpoint;
