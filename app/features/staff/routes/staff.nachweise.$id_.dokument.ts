import type { LoaderFunctionArgs } from "@remix-run/node";
import { StaffProofDocumentDocument } from "~/features/staff/staff.graphql.server";
import { notFound, staffApi } from "~/features/staff/staff.server";
import { DOCUMENT_TYPES } from "~/features/staff/staff";

// /staff/nachweise/{id}/dokument: a proof's uploaded file, for its staff page only (decision 035).
// Personal data: never kept by any cache, never logged, framed by this site alone; 404 for everyone
// but staff who review proofs.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  if (!/^\d{1,10}$/.test(id)) throw notFound();
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
