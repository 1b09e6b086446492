import { graphql } from "./generated";

/** Where a playable item's media is (signed, expiring addresses): one fragment for every player. */
export const MediaSourceFragment = graphql(`
  fragment MediaSourceFields on MediaSource {
    hls_url
    mp4_url
    captions_url
    captions_language
    poster_url
    expires_at
  }
`);
