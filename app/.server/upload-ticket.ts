import { parseWithZod } from "@conform-to/zod/v4";
import { upstreamFailure, UpstreamValidationError } from "./api";
import { readForm, scriptRefusal } from "./form";
import { getFixedT, getLocale } from "./i18n";
import { retryAfterHeaders } from "./rate-limit";
import { refusalText } from "./refusals";
import { mayUpload, requestUploadTicket, TicketLimitError } from "./upload";
import { checkProofFile } from "~/lib/proof";
import { uploadErrorMessage } from "~/lib/proof-upload";
import { uploadTicketSchema } from "~/lib/schemas/toggles";

const noStore = { "Cache-Control": "no-store" };

/**
 * The upload ticket for the JavaScript path (spec §7, ProofUpload): POST `fileName` and `purpose`,
 * answers `{ uuid, url, inputs }`; the browser then posts the file to `url` itself.
 * Only for a session that is signed in, registering or renewing a proof; limited per client address
 * and per session; the uuid is bound to the session (a form may name only its own uploads).
 * The name's type is checked here; the size by the browser and the storage (which also checks
 * the file's real type).
 */
export async function uploadTicket(request: Request, clientIp: string) {
  const form = await readForm(request).catch(scriptRefusal);
  if (!(await mayUpload(request))) {
    return Response.json({ error: "forbidden" }, { status: 403, headers: noStore });
  }
  const submission = parseWithZod(form, { schema: uploadTicketSchema });
  if (submission.status !== "success") {
    const error = submission.error?.purpose ? "invalid_purpose" : "file_type";
    return Response.json({ error }, { status: 400, headers: noStore });
  }
  const { fileName, purpose } = submission.value;
  if (!(await mayUpload(request, purpose))) {
    return Response.json({ error: "forbidden" }, { status: 403, headers: noStore });
  }
  if (checkProofFile({ name: fileName, type: "", size: 1 }) === "file_type") {
    return Response.json({ error: "file_type" }, { status: 400, headers: noStore });
  }
  try {
    const ticket = await requestUploadTicket(request, fileName, purpose, {
      locale: await getLocale(request),
      clientIp,
    });
    return Response.json(ticket, { headers: noStore });
  } catch (thrown) {
    if (thrown instanceof TicketLimitError) {
      const t = await getFixedT(request);
      const message = uploadErrorMessage(t, {
        error: "rate_limited",
        retryAfterSeconds: thrown.retryAfterSeconds,
      });
      return Response.json(
        { error: "rate_limited", message },
        { status: 429, headers: { ...noStore, ...retryAfterHeaders(thrown) } },
      );
    }
    if (thrown instanceof UpstreamValidationError) {
      // The name refused upstream (type, length): our words for its code, never the upstream's text.
      const message = refusalText(await getFixedT(request), thrown.code());
      return Response.json({ error: "upload_failed", message }, { status: 400, headers: noStore });
    }
    const failure = upstreamFailure(thrown);
    if (failure) {
      // A simulation's refusal says why; other failures read as the upload area's general one.
      const message = failure.status === 403 ? (await getFixedT(request))(failure.messageKey) : undefined;
      return Response.json({ error: "upload_failed", message }, { status: failure.status, headers: noStore });
    }
    throw thrown;
  }
}
