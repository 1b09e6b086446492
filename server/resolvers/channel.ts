import type { ChannelModel } from "../store/channels.ts";
import type { NoArgs, Resolver } from "./types.ts";

/** Stored paths are on this API; absolute URLs (a CDN, later) pass through. */
const thumbnail_url: Resolver<ChannelModel, NoArgs, string | null> = (channel, _args, { publicUrl }) => {
  const path = channel.thumbnail_path;
  if (path === null) return null;
  return /^https?:\/\//.test(path) ? path : new URL(path, publicUrl).toString();
};

export const Channel = { thumbnail_url };
