import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadEventCalendar } from "../events.server";

// /event/{slug}.ics: "add to calendar" for an event (RFC 5545), a download.
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadEventCalendar(request, params.slug ?? "");
