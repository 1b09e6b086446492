import { getApi, upstreamFailure, UpstreamValidationError } from "~/.server/api";
import { getLocale } from "~/.server/i18n";
import { getToken } from "~/.server/session";
import { backWithFlash, errorFlash, loginRedirect } from "~/.server/toggle-action";
import { safeRedirect } from "~/lib/redirect";
import { readForm, scriptRefusal } from "~/.server/form";
import { presenceSchema, progressSchema, readWith } from "~/lib/schemas/toggles";
import { RecordLivePresenceDocument } from "~/features/cme/cme.graphql.server";
import { RecordWatchProgressDocument } from "./video.graphql.server";

// POST /progress: records how far the viewer watched (recordWatchProgress), or a live player's
// heartbeat (`intent=presence`, recordLivePresence). The player sends `format=json` (fetch or
// sendBeacon) and reads JSON; a plain form post is redirected back.

const readProgress = readWith(progressSchema);
const readPresence = readWith(presenceSchema);

export async function progressAction(request: Request) {
  const form = await readForm(request).catch(scriptRefusal);
  const json = form.get("format") === "json";
  const back = safeRedirect(form.get("redirectTo"), "/home");
  const failed = async (status: number, key = "video:progress.failed") => {
    if (json) return Response.json({ ok: false }, { status });
    return backWithFlash(request, back, errorFlash(key));
  };

  if (!(await getToken(request))) {
    if (json) return Response.json({ ok: false }, { status: 401 });
    throw loginRedirect(back);
  }
  const presence = form.get("intent") === "presence" ? readPresence(form) : null;
  const input = presence ? null : readProgress(form);
  if (!presence && !input) return failed(400);
  const saved = (answer: Record<string, unknown>) =>
    json
      ? Response.json({ ok: true, ...answer })
      : backWithFlash(request, back, { kind: "success", messages: [{ key: "video:progress.saved" }] });

  const api = await getApi(request, { locale: await getLocale(request) });
  try {
    if (presence) {
      const { recordLivePresence } = await api.request(RecordLivePresenceDocument, {
        contentId: presence.contentId,
      });
      return saved({ presence: recordLivePresence });
    }
    if (!input) return failed(400);
    const { recordWatchProgress: progress } = await api.request(RecordWatchProgressDocument, input);
    return saved({ progress });
  } catch (error) {
    // An expired token: getApi ends the session with a redirect; a script wants a status, not HTML.
    if (json && error instanceof Response && error.status >= 300 && error.status < 400) {
      const cookie = error.headers.get("Set-Cookie");
      return Response.json({ ok: false }, { status: 401, headers: cookie ? { "Set-Cookie": cookie } : {} });
    }
    if (error instanceof UpstreamValidationError) return failed(422);
    const failure = upstreamFailure(error);
    if (failure) return failed(failure.status, failure.messageKey);
    throw error;
  }
}
