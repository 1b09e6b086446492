import type { LoaderFunctionArgs } from "@remix-run/node";
import { certificatePdf } from "~/features/cme/certificates.server";

// /profile/certificates/{id}/pdf: the certificate's PDF from the upstream, as a download. Another
// user's or an unknown certificate is a 404 (the upstream does not tell them apart either).
export const loader = ({ request, params }: LoaderFunctionArgs) => certificatePdf(request, params.id ?? "");
