import { publicAddress } from "../public-url.ts";
import type { ChannelModel } from "../store/channels.ts";
import type { NoArgs, Resolver } from "./types.ts";

/** Stored paths are on this API; absolute URLs (a CDN, later) pass through. */
const thumbnail_url: Resolver<ChannelModel, NoArgs, string | null> = (channel, _args, { publicUrl }) =>
  channel.thumbnail_path === null ? null : publicAddress(channel.thumbnail_path, publicUrl);

const experts: Resolver<ChannelModel, NoArgs, unknown[]> = (channel, _args, { store }) =>
  store.catalogue.channelExperts(channel.id).map((row) => ({ role: row.role, expert: row }));

const supporters: Resolver<ChannelModel, NoArgs, unknown[]> = (channel, _args, { store }) =>
  store.catalogue.supporters(channel.id);

export const Channel = { thumbnail_url, experts, supporters };
