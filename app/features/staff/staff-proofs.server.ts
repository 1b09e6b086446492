import type { Language } from "~/i18n";
import type { Translate } from "~/lib/validation";
import type {
  StaffProfessionLabelsFragment,
  StaffProofFieldsFragment,
} from "~/.server/graphql/generated/graphql";

type StaffProofSummaryFields = Pick<
  StaffProofFieldsFragment,
  "id" | "kind" | "status" | "profession" | "submitted_at" | "decided_at" | "decided_by" | "rejection_reason"
>;
import { pageTitle, titleWith } from "~/lib/title";
import { DOCUMENT_TYPES, orderPath, queueQuery, readQueueFilter } from "./staff";
import {
  StaffPermissionsDocument,
  StaffProofDocumentDocument,
  StaffProofPageDocument,
  StaffProofQueueDocument,
} from "./staff.graphql.server";
import { notFound, staffApi } from "./staff.server";
import { professionLabels, staffWords, timeIn, toPersonView } from "./staff-view.server";

/** A proof in a person's history: what it was for, and how it was decided. */
export const toProofSummary = (
  proof: StaffProofSummaryFields,
  professionLabel: (value: string) => string,
  when: ReturnType<typeof timeIn>,
) => ({
  id: proof.id,
  kind: proof.kind,
  status: proof.status,
  profession: professionLabel(proof.profession),
  submittedAt: when(proof.submitted_at) ?? "",
  decidedAt: when(proof.decided_at),
  decidedBy: proof.decided_by ?? null,
  rejectionReason: proof.rejection_reason ?? null,
});

/** A proof as the staff pages show it: labels in the page's language, times in Berlin. */
export function toProofView(
  proof: StaffProofFieldsFragment,
  professions: StaffProfessionLabelsFragment[],
  locale: Language,
  t: Translate,
) {
  const professionLabel = professionLabels(professions, locale);
  return {
    ...toProofSummary(proof, professionLabel, timeIn(locale)),
    rejectionNote: proof.rejection_note ?? null,
    orderNumber: proof.order_number ?? null,
    orderId: proof.order_id ?? null,
    file: proof.file ? { name: proof.file.file_name, mime: proof.file.mime, size: proof.file.size } : null,
    user: toPersonView(proof.user, professionLabel, locale, t),
  };
}

export type ProofView = ReturnType<typeof toProofView>;

const QUEUE_PAGE = 100;

/** The proof queue (`/staff/nachweise`): oldest first, filtered by kind and by how long they wait. */
export async function proofQueuePage(request: Request) {
  const url = new URL(request.url);
  const filter = readQueueFilter(url.searchParams);
  const api = await staffApi(request, url.pathname + url.search);
  const [{ staffProofQueue, professions }, [t, locale]] = await Promise.all([
    api.request(StaffProofQueueDocument, {
      kind: filter.kind,
      minAgeHours: filter.days ? filter.days * 24 : null,
      first: QUEUE_PAGE,
    }),
    staffWords(request),
  ]);
  return {
    title: pageTitle(t, "staff:proofs.title"),
    filter,
    query: queueQuery(filter),
    total: staffProofQueue.total,
    proofs: staffProofQueue.items.map((proof) => toProofView(proof, professions, locale, t)),
  };
}

/** One proof's page (`/staff/nachweise/{id}`), with the way back to the queue as it was filtered. */
export async function proofPage(request: Request, id: string) {
  const url = new URL(request.url);
  const api = await staffApi(request, url.pathname + url.search);
  const [{ staffProof, professions }, { me }, [t, locale]] = await Promise.all([
    api.request(StaffProofPageDocument, { id }),
    api.request(StaffPermissionsDocument),
    staffWords(request),
  ]);
  if (!staffProof) throw notFound();
  const proof = toProofView(staffProof, professions, locale, t);
  return {
    // An assistant-doctor price's order, for those who may open it.
    orderHref: proof.orderId && me?.staff_permissions.includes("ORDERS") ? orderPath(proof.orderId) : null,
    title: titleWith(t, t("staff:proofs.detail.title", { name: proof.user.name })),
    proof,
    query: queueQuery(readQueueFilter(url.searchParams)),
  };
}

/**
 * A proof's uploaded file (`/staff/nachweise/{id}/dokument`), inline: personal data, never kept by any
 * cache, framed by this site alone; only the document types a proof may have.
 */
export async function proofDocument(request: Request, id: string) {
  const api = await staffApi(request, `/staff/nachweise/${id}`);
  const { staffProofDocument: file } = await api.request(StaffProofDocumentDocument, { id });
  const type = DOCUMENT_TYPES.find((allowed) => allowed === file?.mime);
  if (!file || !type) throw notFound();
  const bytes = Buffer.from(file.base64, "base64");
  return new Response(bytes, {
    headers: {
      "Content-Type": type,
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": `inline; filename="${file.file_name.replace(/[^A-Za-z0-9._-]/g, "_")}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
      // Chromium's PDF viewer needs its plugin: a PDF may only say who may frame it. An image may
      // load nothing at all.
      "Content-Security-Policy":
        type === "application/pdf" ? "frame-ancestors 'self'" : "default-src 'none'; frame-ancestors 'self'",
    },
  });
}
