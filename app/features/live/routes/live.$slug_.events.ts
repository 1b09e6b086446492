import type { LoaderFunctionArgs } from "@remix-run/node";
import { liveEventsStream } from "../live-events-stream.server";

// /live/{slug}/events: the live session as Server-Sent Events for the page's script (decision 023).
export const loader = (args: LoaderFunctionArgs) => liveEventsStream(args);
