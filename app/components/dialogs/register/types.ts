import type { FieldMetadata } from "@conform-to/react";

/** The registration dialog's data from the landing loader (app/.server/flows/register.ts). */
export type RegistrationData = {
  step: number;
  values: {
    email?: string;
    hasPassword: boolean;
    gender?: string;
    title?: string;
    first_name?: string;
    last_name?: string;
    profession?: string;
    employment?: string;
    country?: string;
    field_id?: string;
    efn?: string;
    validation_file?: { uuid: string; fileName: string };
    fieldSubscriptions?: string[];
  };
  professions: Array<{ value: string; group: string; label: string }>;
  fields: Array<{ id: string; label: string; color: string; relevant: boolean }>;
  countries: { primary: Array<{ code: string; name: string }>; other: Array<{ code: string; name: string }> };
  attributions: string[];
};

export type StepFields = Record<string, FieldMetadata<string>>;

/** A field of the error summary: its id, label and errors. */
export type SummaryField = { id: string; label: string; errors?: string[] };
