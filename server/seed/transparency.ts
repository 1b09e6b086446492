import type { Db } from "../db.ts";
import { INDUSTRY_SUPPORTERS } from "./content/words.ts";

// Sponsor transparency of the demo data: the industry supporters flagged, and a
// conflict-of-interest statement for every expert. Runs on every start (idempotent), so databases
// made before migration 018 get them too.

const STATEMENTS = [
  "Keine Interessenkonflikte.",
  "Vortragshonorare von Pharma Nord GmbH; Beratertätigkeit für MedTech Solutions AG (bis 2025).",
  "Keine Interessenkonflikte.",
  "Forschungsförderung (Drittmittel an die Klinik) von Cardiomed Diagnostics; keine persönlichen Honorare.",
];

export function seedTransparency(db: Db) {
  const names = JSON.stringify(INDUSTRY_SUPPORTERS);
  db.prepare(
    "UPDATE channel_supporters SET industry = 1 WHERE industry = 0 AND name IN (SELECT value FROM json_each(?))",
  ).run(names);
  db.prepare(
    "UPDATE event_supporters SET industry = 1 WHERE industry = 0 AND name IN (SELECT value FROM json_each(?))",
  ).run(names);
  const update = db.prepare<[string, number]>("UPDATE experts SET conflicts_of_interest = ? WHERE id = ?");
  const missing = db
    .prepare<[], { id: number }>("SELECT id FROM experts WHERE conflicts_of_interest IS NULL")
    .all();
  for (const { id } of missing) update.run(STATEMENTS[id % STATEMENTS.length]!, id);
}
