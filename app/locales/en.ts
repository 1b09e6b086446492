// The English texts of every namespace (locales/en/*.json).
import enAuth from "../../locales/en/auth.json";
import enCommon from "../../locales/en/common.json";
import enContent from "../../locales/en/content.json";
import enDiscover from "../../locales/en/discover.json";
import enFrame from "../../locales/en/frame.json";
import enLanding from "../../locales/en/landing.json";
import enRegister from "../../locales/en/register.json";
import enSearch from "../../locales/en/search.json";
import enUpload from "../../locales/en/upload.json";
import enValidation from "../../locales/en/validation.json";
import enShare from "../../locales/en/share.json";
import enLive from "../../locales/en/live.json";
import enVideo from "../../locales/en/video.json";
import enCme from "../../locales/en/cme.json";
import enProfile from "../../locales/en/profile.json";

export const en = {
  auth: enAuth,
  common: enCommon,
  content: enContent,
  discover: enDiscover,
  frame: enFrame,
  landing: enLanding,
  register: enRegister,
  search: enSearch,
  upload: enUpload,
  validation: enValidation,
  share: enShare,
  live: enLive,
  video: enVideo,
  cme: enCme,
  profile: enProfile,
} as const;
