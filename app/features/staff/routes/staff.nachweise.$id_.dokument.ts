import type { LoaderFunctionArgs } from "@remix-run/node";
import { proofDocument } from "~/features/staff/staff-proofs.server";
import { recordId } from "~/features/staff/staff.server";

// /staff/nachweise/{id}/dokument: a proof's uploaded file, for its staff page only (decision 035).
// Personal data: never kept by any cache, never logged, framed by this site alone; 404 for everyone
// but staff who review proofs.
export const loader = ({ request, params }: LoaderFunctionArgs) => proofDocument(request, recordId(params));
