import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadLiveCalendar } from "../live-page.server";

// /live/{slug}.ics: "add to calendar" for a livestream (RFC 5545), a download.
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadLiveCalendar(request, params.slug ?? "");
