import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { getApi, UpstreamValidationError } from "~/.server/api";
import { requireToken } from "~/.server/auth";
import { UpdateMeDocument } from "~/.server/graphql/operations";
import { flash } from "~/.server/session";
import { safeRedirect } from "~/lib/redirect";

/** Staff switch (spec §4): sets is_simulating_user, then the redirect loads fresh data. */
export async function action({ request }: ActionFunctionArgs) {
  await requireToken(request);
  const form = await request.formData();
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
  return redirect(back, { headers: await flash(request, { kind: "success", messages: [{ key }] }) });
}

export const loader = () => redirect("/home");
