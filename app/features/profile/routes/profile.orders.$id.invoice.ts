import type { LoaderFunctionArgs } from "@remix-run/node";
import { invoicePdf } from "../profile-pages.server";

// /profile/orders/{id}/invoice: a paid order's invoice PDF from the upstream, as a download. Another
// user's, an unpaid or an unknown order is a 404.
export const loader = ({ request, params }: LoaderFunctionArgs) => invoicePdf(request, params.id ?? "");
