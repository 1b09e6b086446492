import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { rejectProofSchema } from "./staff.schema";
import { proofPath, queueQuery, readQueueFilter } from "./staff";
import { UpstreamValidationError } from "~/.server/api";
import { readForm } from "~/.server/form";
import {
  StaffAcceptProofDocument,
  StaffNextProofDocument,
  StaffRejectProofDocument,
} from "./staff.graphql.server";
import { getFixedT } from "~/.server/i18n";
import { flash } from "~/.server/session";
import { notFound, staffApi, type StaffApi } from "./staff.server";
import type { FlashMessage } from "~/lib/flash";
import { safeRedirect } from "~/lib/redirect";

/**
 * The decision on a proof (decision 035): accept, or reject with a reason. Then on to the next
 * proof of the queue under the same filter, or back to the queue when none waits; a proof someone
 * else decided meanwhile says so and moves on too. A rejection that does not check out answers the
 * form again (400) with the typed note.
 */
export async function decideProofAction(request: Request, id: string) {
  const form = await readForm(request);
  if (!/^\d{1,10}$/.test(id)) throw notFound();
  const url = new URL(request.url);
  const filter = readQueueFilter(url.searchParams);
  const api = await staffApi(request, url.pathname + url.search, "PROOFS");
  const t = await getFixedT(request);
  const intent = form.get("intent");

  let decided: { user: { first_name: string; last_name: string } };
  let message: FlashMessage;
  try {
    if (intent === "accept") {
      decided = (await api.request(StaffAcceptProofDocument, { id })).staffAcceptProof;
      message = success("staff:proofs.decision.accepted", decided);
    } else if (intent === "reject") {
      const submission = parseWithZod(form, { schema: rejectProofSchema(t) });
      if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
      const { reason, note } = submission.value;
      try {
        decided = (await api.request(StaffRejectProofDocument, { id, reason, note: note || null }))
          .staffRejectProof;
      } catch (error) {
        if (!(error instanceof UpstreamValidationError) || !error.fields.note) throw error;
        const result = submission.reply({ fieldErrors: { note: [t("staff:proofs.reject.note_refused")] } });
        return data({ result }, { status: 400 });
      }
      message = success("staff:proofs.decision.rejected", decided);
    } else {
      throw data({ reason: "bad_intent" }, { status: 400 });
    }
  } catch (error) {
    // Unknown, or decided by someone else meanwhile: the queue goes on without it.
    if (!(error instanceof UpstreamValidationError) || !error.fields.id) throw error;
    message = { kind: "error", messages: [{ key: "staff:proofs.decision.already_decided" }] };
  }
  const next = safeRedirect(await nextProof(api, filter), "/staff/nachweise");
  return redirect(next, { headers: await flash(request, message) });
}

const success = (key: string, proof: { user: { first_name: string; last_name: string } }): FlashMessage => ({
  kind: "success",
  messages: [{ key, values: { name: `${proof.user.first_name} ${proof.user.last_name}` } }],
});

/** The oldest proof still waiting under the filter, or the queue itself when none is left. */
async function nextProof(api: StaffApi, filter: ReturnType<typeof readQueueFilter>): Promise<string> {
  const { staffProofQueue } = await api.request(StaffNextProofDocument, {
    kind: filter.kind,
    minAgeHours: filter.days ? filter.days * 24 : null,
  });
  const [next] = staffProofQueue.items;
  return next ? `${proofPath(next.id)}${queueQuery(filter)}` : `/staff/nachweise${queueQuery(filter)}`;
}
