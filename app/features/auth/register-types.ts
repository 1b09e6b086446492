import type { FieldMetadata } from "@conform-to/react";
import type { RegistrationValues } from "./register.schema";

/** The registration dialog's data from the landing loader (app/features/auth/register.server.ts). */
export type RegistrationData = {
  step: number;
  /** The draft without the password (it never leaves the server). */
  values: Omit<RegistrationValues, "password"> & { hasPassword: boolean };
  professions: Array<{ value: string; group: string; label: string }>;
  fields: Array<{ id: string; label: string; color: string; relevant: boolean }>;
  countries: { primary: Array<{ code: string; name: string }>; other: Array<{ code: string; name: string }> };
  attributions: string[];
};

export type StepFields = Record<string, FieldMetadata<string>>;

/** A field of the error summary: its id, label and errors. */
export type SummaryField = { id: string; label: string; errors?: string[] };
