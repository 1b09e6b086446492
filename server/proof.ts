/** Proof of professional status (spec 5): an EFN for doctors in Germany, otherwise an uploaded file. */
import { efnApplies, isValidEfn } from "../shared/efn.ts";
import { env } from "./env.ts";
import { message, validationFailed, type Validation } from "./errors.ts";
import type { Store } from "./store/index.ts";
import type { UserRow } from "./store/users.ts";
import { hasValidProof, validationExpiry, type ProofKind } from "./store/validations.ts";

/** The operator's special value that passes as an EFN (doctors still waiting for theirs); unset: none. */
export const efnBypass = (): string | undefined => env.EFN_BYPASS;

export const isAcceptedEfn = (efn: string): boolean => efn === efnBypass() || isValidEfn(efn);

export interface ValidationFileInput {
  create?: { uuid: string } | null;
  delete?: boolean | null;
}

export interface ProofInput {
  efn?: string | null;
  validation_file?: ValidationFileInput | null;
}

export type Proof = { kind: "efn"; efn: string } | { kind: "file"; uuid: string };

/**
 * Checks the proof against the rules for this profession and country and answers it, or null
 * after adding messages under `keys`. `delete` without `create` counts as no file: nothing is
 * attached yet when a proof is submitted. The file must be a stored, unused `user_validation` upload.
 */
export function readProof(
  store: Store,
  validation: Validation,
  keys: { efn: string; file: string },
  profession: string,
  country: string,
  input: ProofInput,
): Proof | null {
  const efn = input.efn?.trim() ?? "";
  const uuid = input.validation_file?.create?.uuid.trim() ?? "";
  const before = validation.count;

  if (efn !== "") {
    if (!efnApplies(profession, country)) validation.add(keys.efn, message.prohibited(keys.efn));
    else if (uuid !== "") validation.add(keys.efn, message.prohibits(keys.efn, keys.file));
    else if (!isAcceptedEfn(efn)) validation.add(keys.efn, message.efn(keys.efn));
  }
  if (uuid !== "" && !store.uploads.isAttachable(uuid, "user_validation")) {
    validation.add(keys.file, message.invalid(keys.file));
  }
  // An EFN where none is allowed does not stand in for the file.
  if (uuid === "" && (efn === "" || !efnApplies(profession, country))) {
    if (efnApplies(profession, country)) {
      validation.add(keys.efn, message.requiredWithout(keys.efn, keys.file));
      validation.add(keys.file, message.requiredWithout(keys.file, keys.efn));
    } else {
      validation.add(keys.file, message.required(keys.file));
    }
  }

  if (validation.count !== before) return null;
  return efn !== "" ? { kind: "efn", efn } : { kind: "file", uuid };
}

/**
 * Applies a checked proof, inside the caller's transaction. An EFN is accepted at once (2 years,
 * ACTIVE, the given profession). A file becomes a PENDING request and the upload is attached; the
 * user's validation turns PENDING unless a still valid proof is being renewed, which stays until
 * staff decide. With `replacing` (new profession or country) the old proof no longer covers the user:
 * a file makes the validation PENDING with the new profession at once. Throws the validation error
 * when the upload was used meanwhile.
 */
export function applyProof(
  store: Store,
  user: UserRow,
  profession: string,
  proof: Proof,
  failure: { operation: string; fileKey: string },
  now: Date,
  options: { replacing?: boolean; kind: ProofKind },
): void {
  if (proof.kind === "efn") {
    store.users.setValidation(
      user.id,
      {
        profession,
        efn: proof.efn,
        validation_file: user.validation_file,
        validation_status: "ACCEPTED",
        validation_expires_at: validationExpiry(now),
        status: user.status === "DISABLED" ? "DISABLED" : "ACTIVE",
      },
      now,
    );
    return;
  }
  if (!store.uploads.attach(proof.uuid, "user_validation", now)) {
    throw validationFailed(failure.operation, { [failure.fileKey]: [message.invalid(failure.fileKey)] });
  }
  store.validations.submit(user.id, profession, proof.uuid, options.kind, now);
  if (options.replacing) {
    store.users.setValidation(user.id, { ...user, profession, efn: null, validation_status: "PENDING" }, now);
  } else if (!hasValidProof(user, now)) {
    store.users.setValidation(user.id, { ...user, validation_status: "PENDING" }, now);
  }
}
