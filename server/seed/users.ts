/** Demo accounts (all share DEMO_PASSWORD); dates are relative to the seeding time. */
export const DEMO_PASSWORD = "fortbildung2026";

export interface UserSeed {
  email: string;
  first_name: string;
  last_name: string;
  title: "DR" | "PROF" | "PROF_DR" | "PD" | null;
  gender: "MALE" | "FEMALE" | "DIVERSE";
  profession: string;
  employment: string;
  country: string;
  status: "ACTIVE" | "SUSPENDED" | "DISABLED";
  role: string | null;
  validation_status: "ACCEPTED" | "PENDING" | "REJECTED" | "EXPIRED";
  /** Days from seeding until the validation expires (negative: in the past). */
  validation_expires_in_days: number | null;
  validation_file: string | null;
  /** Original name of the proof file; a PENDING user's proof waits in the staff queue. */
  validation_file_name?: string;
  efn: string | null;
  field_id: number | null;
  /** Followed fields; include the main field. */
  fields: number[];
  channels: number[];
  show_tour: boolean;
  show_field_dialog: boolean;
  notify_promotions: boolean;
  is_old: boolean;
}

export const DEMO_USERS: readonly UserSeed[] = [
  {
    email: "arzt@example.com",
    first_name: "Markus",
    last_name: "Hoffmann",
    title: "DR",
    gender: "MALE",
    profession: "DOCTOR",
    employment: "CLINIC",
    country: "DE",
    status: "ACTIVE",
    role: null,
    validation_status: "ACCEPTED",
    validation_expires_in_days: 730,
    validation_file: null,
    // Digits 3-5 are 276 (Germany); the Luhn sum is divisible by 10 (see server/efn.ts).
    efn: "802761234500004",
    field_id: 2,
    fields: [2, 16, 8, 10, 1, 18, 19],
    channels: [1, 4, 8],
    show_tour: false,
    show_field_dialog: false,
    notify_promotions: true,
    is_old: false,
  },
  {
    email: "studentin@example.com",
    first_name: "Lena",
    last_name: "Schäfer",
    title: null,
    gender: "FEMALE",
    profession: "MEDICAL_STUDENT",
    employment: "OTHER",
    country: "DE",
    status: "ACTIVE",
    role: null,
    validation_status: "ACCEPTED",
    validation_expires_in_days: 10,
    validation_file: "6f1c2b8e-3d4a-4c5b-9e7f-1a2b3c4d5e6f",
    efn: null,
    field_id: 14,
    fields: [14, 9],
    channels: [],
    show_tour: true,
    show_field_dialog: false,
    notify_promotions: false,
    is_old: false,
  },
  {
    email: "apothekerin@example.com",
    first_name: "Sophie",
    last_name: "Gruber",
    title: null,
    gender: "FEMALE",
    profession: "PHARMACIST",
    employment: "SETTLED",
    country: "AT",
    status: "ACTIVE",
    role: null,
    validation_status: "PENDING",
    validation_expires_in_days: null,
    validation_file: "0b9e8d7c-6f5a-4e3d-8c2b-1a0f9e8d7c6b",
    validation_file_name: "Approbationsurkunde.pdf",
    efn: null,
    field_id: null,
    fields: [],
    channels: [],
    show_tour: false,
    show_field_dialog: true,
    notify_promotions: false,
    // Came over from the old platform, which is why her field is still unconfirmed.
    is_old: true,
  },
  {
    email: "gesperrt@example.com",
    first_name: "Thomas",
    last_name: "Becker",
    title: null,
    gender: "MALE",
    profession: "DOCTOR",
    employment: "SETTLED",
    country: "DE",
    status: "SUSPENDED",
    role: null,
    validation_status: "EXPIRED",
    validation_expires_in_days: -30,
    validation_file: "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d",
    efn: null,
    field_id: 1,
    fields: [1],
    channels: [],
    show_tour: false,
    show_field_dialog: false,
    notify_promotions: false,
    is_old: false,
  },
  {
    email: "team@example.com",
    first_name: "Julia",
    last_name: "Richter",
    title: null,
    gender: "FEMALE",
    profession: "DOCTOR",
    employment: "INDUSTRY",
    country: "DE",
    status: "ACTIVE",
    role: "super_admin",
    validation_status: "ACCEPTED",
    validation_expires_in_days: 365,
    validation_file: "9c8b7a6f-5e4d-4c3b-a2f1-0e9d8c7b6a5f",
    efn: null,
    field_id: 4,
    fields: [4, 30],
    channels: [2],
    show_tour: false,
    show_field_dialog: false,
    notify_promotions: false,
    is_old: false,
  },
];
