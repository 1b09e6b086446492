import { readFileSync } from "node:fs";

/** The operator's data (content/company.json, the same file as the imprint's): invoices, team mails. */
export type Company = {
  company_name: string;
  street: string;
  postal_code: string;
  city: string;
  vat_id: string;
  email: string;
  sales_email: string;
  support_email: string;
};

export const company = JSON.parse(
  readFileSync(new URL("../content/company.json", import.meta.url), "utf8"),
) as Company;
