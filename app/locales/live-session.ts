// The live session's texts (questions, polls, requests to speak), its moderation console's and the
// conference's (locales/{de,en}/live-session.json): keys of the `live` namespace, but a chunk of
// their own that only /live/{slug} and its console load, not every page's script (decision 021).
import deLiveSession from "../../locales/de/live-session.json";
import enLiveSession from "../../locales/en/live-session.json";

export const liveSessionTexts = { de: deLiveSession, en: enLiveSession } as const;
