import { env } from "./env";

/** Spec §5: the operator's bypass EFN, accepted without the rules. Known to the server only. */
export function isEfnBypass(efn: string): boolean {
  return efn.trim() === env.EFN_BYPASS;
}
