// The German texts of every namespace (locales/de/*.json).
import deAuth from "../../locales/de/auth.json";
import deCommon from "../../locales/de/common.json";
import deContent from "../../locales/de/content.json";
import deDiscover from "../../locales/de/discover.json";
import deFrame from "../../locales/de/frame.json";
import deLanding from "../../locales/de/landing.json";
import deRegister from "../../locales/de/register.json";
import deSearch from "../../locales/de/search.json";
import deUpload from "../../locales/de/upload.json";
import deValidation from "../../locales/de/validation.json";
import deShare from "../../locales/de/share.json";
import deLive from "../../locales/de/live.json";
import deVideo from "../../locales/de/video.json";
import deCme from "../../locales/de/cme.json";
import deProfile from "../../locales/de/profile.json";

export const de = {
  auth: deAuth,
  common: deCommon,
  content: deContent,
  discover: deDiscover,
  frame: deFrame,
  landing: deLanding,
  register: deRegister,
  search: deSearch,
  upload: deUpload,
  validation: deValidation,
  share: deShare,
  live: deLive,
  video: deVideo,
  cme: deCme,
  profile: deProfile,
} as const;
