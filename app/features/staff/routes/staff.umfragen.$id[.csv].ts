import type { LoaderFunctionArgs } from "@remix-run/node";
import { surveyCsv } from "~/features/staff/staff-outreach.server";

// /staff/umfragen/{id}.csv: a survey's answers for Excel, without names (decision 035).
export const loader = ({ request, params }: LoaderFunctionArgs) => surveyCsv(request, params.id ?? "");
