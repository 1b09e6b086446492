-- The fields of medicine after the German specialist training regulations (decision 026): the Gebiete
-- Innere Medizin and Chirurgie with their fields, the missing Gebiete, the regulation's names. Ids stay.
-- On a new database the table is still empty here and the seed fills it (server/seed/fields.ts).

-- The Gebiet a Facharzt or Schwerpunkt belongs to (Kardiologie: Innere Medizin).
ALTER TABLE fields ADD COLUMN parent_id INTEGER REFERENCES fields(id);

INSERT INTO fields (id, slug, label_de, label_en, icon, color, relevant, mapped_id)
  SELECT id, slug, label_de, label_en, icon, color, relevant, mapped_id FROM (
    SELECT 64 AS id, 'innere-medizin' AS slug, 'Innere Medizin' AS label_de, 'Internal medicine' AS label_en,
      'organs' AS icon, '#9B2D4F' AS color, 1 AS relevant, NULL AS mapped_id
    UNION ALL SELECT 65, 'chirurgie', 'Chirurgie', 'Surgery', 'scalpel', '#4A5A6E', 0, NULL
    UNION ALL SELECT 66, 'viszeralchirurgie', 'Viszeralchirurgie', 'Visceral surgery', 'intestine', '#7A4A2E', 0, NULL
    UNION ALL SELECT 67, 'thoraxchirurgie', 'Thoraxchirurgie', 'Thoracic surgery', 'ribcage', '#5A5A8E', 0, NULL
    UNION ALL SELECT 68, 'kinder-jugendchirurgie', 'Kinder- und Jugendchirurgie', 'Pediatric surgery',
      'child-scalpel', '#8A5A3A', 0, NULL
    UNION ALL SELECT 69, 'mikrobiologie-virologie-infektionsepidemiologie',
      'Mikrobiologie, Virologie und Infektionsepidemiologie', 'Microbiology, virology and infection epidemiology',
      'petri-dish', '#3A6A8A', 1, 22
    UNION ALL SELECT 70, 'pharmakologie', 'Pharmakologie', 'Pharmacology', 'flask', '#4E6B3A', 0, NULL
    UNION ALL SELECT 71, 'anatomie', 'Anatomie', 'Anatomy', 'skeleton', '#6A4A6E', 0, NULL
    UNION ALL SELECT 72, 'biochemie', 'Biochemie', 'Biochemistry', 'molecule', '#5E5A3A', 0, NULL
    UNION ALL SELECT 73, 'physiologie', 'Physiologie', 'Physiology', 'pulse', '#7E3E5A', 0, NULL
  ) WHERE EXISTS (SELECT 1 FROM fields);

UPDATE fields SET label_de = 'Kinder- und Jugendmedizin' WHERE id = 14;
UPDATE fields SET label_de = 'Psychiatrie und Psychotherapie', label_en = 'Psychiatry and psychotherapy' WHERE id = 20;
UPDATE fields SET label_de = 'Augenheilkunde' WHERE id = 21;
UPDATE fields SET label_de = 'Hals-Nasen-Ohrenheilkunde' WHERE id = 23;
UPDATE fields SET label_de = 'Orthopädie und Unfallchirurgie', label_en = 'Orthopedics and trauma surgery' WHERE id = 24;
UPDATE fields SET label_de = 'Hämatologie und Onkologie' WHERE id = 30;
UPDATE fields SET label_de = 'Hygiene und Umweltmedizin', label_en = 'Hygiene and environmental medicine' WHERE id = 34;
UPDATE fields SET label_de = 'Kinder- und Jugendpsychiatrie und -psychotherapie',
  label_en = 'Child and adolescent psychiatry and psychotherapy' WHERE id = 37;
UPDATE fields SET label_de = 'Laboratoriumsmedizin' WHERE id = 48;
UPDATE fields SET label_de = 'Plastische, Rekonstruktive und Ästhetische Chirurgie',
  label_en = 'Plastic, reconstructive and aesthetic surgery' WHERE id = 59;
UPDATE fields SET label_de = 'Psychosomatische Medizin und Psychotherapie',
  label_en = 'Psychosomatic medicine and psychotherapy' WHERE id = 62;

UPDATE fields SET parent_id = 64 WHERE id IN (2, 5, 6, 8, 10, 11, 16, 22, 30);
UPDATE fields SET parent_id = 65 WHERE id IN (24, 49, 57, 58, 59, 66, 67, 68);

-- Unfallchirurgie is one Facharzt with Orthopädie: merged into it, with its followers and main fields.
UPDATE fields SET mapped_id = 24 WHERE id = 60;
INSERT OR IGNORE INTO user_fields (user_id, field_id, notify, created_at)
  SELECT user_id, 24, notify, created_at FROM user_fields WHERE field_id = 60;
DELETE FROM user_fields WHERE field_id = 60;
UPDATE users SET field_id = 24 WHERE field_id = 60;

-- An item of a field (or of a field merged into it) is an item of the Gebiet above it.
INSERT OR IGNORE INTO content_fields (content_id, field_id)
  SELECT cf.content_id, target.parent_id FROM content_fields cf
    JOIN fields f ON f.id = cf.field_id
    JOIN fields target ON target.id = coalesce(f.mapped_id, f.id)
  WHERE target.parent_id IS NOT NULL;

-- Search finds fields by their names: the new ones and the new names.
DELETE FROM search_index WHERE kind = 'FIELD';
INSERT INTO search_index (title, body, kind, ref_id)
  SELECT label_de, label_en, 'FIELD', id FROM fields WHERE mapped_id IS NULL;
