import { publicAddress } from "../public-url.ts";
import type { FieldResolver } from "./types.ts";
import type { ChannelResolvers } from "../generated/resolvers-types.ts";

/** Stored paths are on this API; absolute URLs (a CDN, later) pass through. */
const thumbnail_url: FieldResolver<ChannelResolvers, "thumbnail_url"> = (channel, _args, { publicUrl }) =>
  channel.thumbnail_path === null ? null : publicAddress(channel.thumbnail_path, publicUrl);

const experts: FieldResolver<ChannelResolvers, "experts"> = (channel, _args, { store }) =>
  store.catalogue.channelExperts(channel.id).map((row) => ({ role: row.role, expert: row }));

const supporters: FieldResolver<ChannelResolvers, "supporters"> = (channel, _args, { store }) =>
  store.catalogue.supporters(channel.id);

export const Channel = { thumbnail_url, experts, supporters } satisfies ChannelResolvers;
