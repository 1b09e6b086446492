import { redirect } from "@remix-run/node";
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
