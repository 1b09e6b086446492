import type { ActionFunctionArgs } from "@remix-run/node";
import { getLocale } from "~/.server/i18n";
import { upstreamFailure, UpstreamValidationError } from "~/.server/api";
import { requestUploadTicket } from "~/.server/upload";
import type { ProofUploadPurpose } from "~/components/forms/ProofUpload";
import { checkProofFile } from "~/lib/proof";

const PURPOSES: readonly ProofUploadPurpose[] = ["user_validation", "assistant_price_validation"];
const noStore = { "Cache-Control": "no-store" };

/**
 * The upload ticket for the JavaScript path (spec §7, ProofUpload): POST `fileName` and `purpose`,
 * answers `{ uuid, url, inputs }`; the browser then posts the file to `url` itself.
 * The name's type is checked here; the size by the browser and the storage (which also checks
 * the file's real type).
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const form = await request.formData().catch(() => new FormData());
  const fileName = form.get("fileName");
  const purpose = form.get("purpose") ?? "user_validation";
  if (!PURPOSES.includes(purpose as ProofUploadPurpose)) {
    return Response.json({ error: "invalid_purpose" }, { status: 400, headers: noStore });
  }
  if (typeof fileName !== "string" || checkProofFile({ name: fileName, type: "", size: 1 }) === "file_type") {
    return Response.json({ error: "file_type" }, { status: 400, headers: noStore });
  }
  try {
    const ticket = await requestUploadTicket(request, fileName, purpose as ProofUploadPurpose, {
      locale: await getLocale(request),
    });
    return Response.json(ticket, { headers: noStore });
  } catch (thrown) {
    if (thrown instanceof UpstreamValidationError) {
      const message = Object.values(thrown.fields).flat()[0] ?? thrown.message;
      return Response.json({ error: "upload_failed", message }, { status: 400, headers: noStore });
    }
    const failure = upstreamFailure(thrown);
    if (failure)
      return Response.json({ error: "upload_failed" }, { status: failure.status, headers: noStore });
    throw thrown;
  }
}

// Tickets are only handed out to a POST (the JavaScript path of the upload area).
export const loader = () => methodNotAllowed();

function methodNotAllowed() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
