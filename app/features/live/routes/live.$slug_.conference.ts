import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { conferenceStream, conferenceSignal } from "../conference-room.server";

// /live/{slug}/conference: the conference room's event stream (GET) and its signals (POST), decision 036.
export const loader = (args: LoaderFunctionArgs) => conferenceStream(args);
export const action = (args: ActionFunctionArgs) => conferenceSignal(args);
