// hls.js ships types for its full build only; the light build (no subtitles, EME or alternate audio:
// captions come from the native <track>) has the same API.
declare module "hls.js/light" {
  export { default } from "hls.js";
}
