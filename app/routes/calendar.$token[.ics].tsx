import type { LoaderFunctionArgs } from "@remix-run/node";
import { calendarFeedFile } from "~/.server/calendar-feed";

// /calendar/{token}.ics: the personal calendar feed calendar apps subscribe to (webcal).
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  calendarFeedFile(request, params.token ?? "");
