import { env } from "./env";

/** Spec §5: the operator's bypass EFN, accepted without the rules; none unless set. Server only. */
export function isEfnBypass(efn: string): boolean {
  return env.EFN_BYPASS !== undefined && efn.trim() === env.EFN_BYPASS;
}
