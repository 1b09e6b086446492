import type { LoaderFunctionArgs } from "@remix-run/node";
import { dataExport } from "../profile-pages.server";

// /profile/data-export (GDPR art. 15 and 20): everything stored about the user as a JSON
// download, straight from the upstream.
export const loader = ({ request }: LoaderFunctionArgs) => dataExport(request);
