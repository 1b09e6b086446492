import type { TopicBank } from "./types.ts";

/** Unipolare Depression: ICD-10 diagnosis, stepped treatment by severity, pharmacotherapy, suicidality, special groups. */
export const DEPRESSION: TopicBank = {
  topic: "Depression",
  field: "psychiatrie",
  sources: [
    {
      text: "Nationale VersorgungsLeitlinie Unipolare Depression, 3. Auflage (BÄK, KBV, AWMF 2022), AWMF-Registernummer nvl-005",
      url: "https://www.leitlinien.de/themen/depression",
    },
    {
      text: "Dilling H, Mombour W, Schmidt MH (Hrsg.). Internationale Klassifikation psychischer Störungen: ICD-10 Kapitel V (F), Klinisch-diagnostische Leitlinien. 10. Auflage (Hogrefe 2015)",
      url: null,
    },
  ],
  questions: [
    {
      text: "Welche Aussage zur Epidemiologie unipolarer Depressionen in Deutschland trifft zu?",
      options: [
        "Frauen erkranken etwa doppelt so häufig wie Männer.",
        "Männer erkranken etwa dreimal so häufig wie Frauen.",
        "Die Lebenszeitprävalenz liegt deutlich unter einem Prozent.",
        "Depressionen treten überwiegend erst nach dem 70. Lebensjahr auf.",
        "Nach einer ersten Episode besteht kein erhöhtes Rückfallrisiko.",
      ],
    },
    {
      text: "Welche drei Hauptsymptome nennt die ICD-10 für eine depressive Episode?",
      options: [
        "Gedrückte Stimmung, Interessenverlust, Antriebsminderung",
        "Schlafstörungen, Appetitverlust und Konzentrationsstörungen",
        "Schuldgefühle, Suizidgedanken und Schlafstörungen",
        "Innere Unruhe, Grübeln und Angst vor der Zukunft",
        "Wahn, Halluzinationen und psychomotorische Hemmung",
      ],
    },
    {
      text: "Welche Konstellation erfüllt nach ICD-10 die Kriterien einer leichten depressiven Episode?",
      options: [
        "Zwei Hauptsymptome und zwei Zusatzsymptome über mindestens zwei Wochen",
        "Ein Hauptsymptom und ein Zusatzsymptom über mindestens drei Tage",
        "Zwei Zusatzsymptome ohne Hauptsymptom über mindestens sechs Monate",
        "Ein Hauptsymptom mit Suizidgedanken über mindestens zwei Tage",
        "Ausschließlich Schlafstörungen über mindestens zwei Wochen",
      ],
    },
    {
      text: "Welches Instrument eignet sich als kurzes Screening auf eine Depression in der Hausarztpraxis?",
      options: [
        "Zwei-Fragen-Test nach Whooley",
        "Mini-Mental-Status-Test (MMST)",
        "AUDIT-Fragebogen zum Alkoholkonsum",
        "Young Mania Rating Scale (YMRS)",
        "Glasgow Coma Scale (GCS)",
      ],
    },
    {
      text: "Welches Verfahren ist ein Fremdbeurteilungsinstrument zur Einschätzung des Schweregrads einer Depression?",
      options: [
        "Hamilton-Depressionsskala (HAMD)",
        "Beck-Depressions-Inventar (BDI-II)",
        "Patient Health Questionnaire (PHQ-9)",
        "WHO-5-Fragebogen zum Wohlbefinden",
        "Allgemeine Depressionsskala (ADS)",
      ],
    },
    {
      text: "Welche Laboruntersuchung ist bei Erstdiagnose einer depressiven Episode zur Abklärung einer somatischen Ursache besonders sinnvoll?",
      options: [
        "Bestimmung des TSH",
        "Bestimmung des Serotoninspiegels im Serum",
        "Genotypisierung des Serotonintransporters",
        "Bestimmung von Dopamin im 24-h-Urin",
        "Liquorpunktion mit Bestimmung von Tau-Protein",
      ],
    },
    {
      text: "Welche anamnestische Angabe ist vor Beginn einer Antidepressivatherapie besonders wichtig, um eine bipolare Störung nicht zu übersehen?",
      options: [
        "Frühere Phasen gehobener Stimmung mit vermindertem Schlafbedürfnis",
        "Frühere depressive Episoden mit Appetitverlust und Gewichtsabnahme",
        "Eine positive Familienanamnese für Migräne",
        "Schlafwandeln in der Kindheit",
        "Eine bekannte Penicillinallergie",
      ],
    },
    {
      text: "Welche Maßnahme soll Patientinnen und Patienten mit einer leichten depressiven Episode nach der NVL angeboten werden?",
      options: [
        "Internet- und mobilbasierte Interventionen im Rahmen eines Gesamtkonzepts",
        "Elektrokonvulsionstherapie als Erstbehandlung",
        "Kombination aus Antidepressivum und Lithium",
        "Sofortige stationäre psychiatrische Behandlung über mehrere Wochen",
        "Benzodiazepine als Dauertherapie über mehrere Monate zur Stimmungsaufhellung",
      ],
    },
    {
      text: "Welche Aussage zur Akutbehandlung einer mittelgradigen depressiven Episode trifft nach der NVL zu?",
      options: [
        "Psychotherapie und medikamentöse Therapie sind gleichwertige Optionen.",
        "Eine medikamentöse Therapie ist der Psychotherapie überlegen.",
        "Psychotherapie ist erst nach Versagen zweier Antidepressiva vorgesehen.",
        "Die Behandlung soll primär stationär erfolgen.",
        "Eine aktiv-abwartende Begleitung über sechs Monate ist Standard.",
      ],
    },
    {
      text: "Welche Behandlung empfiehlt die NVL bei einer schweren depressiven Episode?",
      options: [
        "Kombination aus Psychotherapie und medikamentöser Therapie",
        "Aktiv-abwartende Begleitung über zwei Wochen",
        "Psychoedukation, Schlafhygiene und Entspannungsverfahren allein",
        "Alleinige Lichttherapie in den Morgenstunden",
        "Johanniskraut als alleinige Therapie",
      ],
    },
    {
      text: "Welches psychotherapeutische Verfahren wurde speziell für chronische Depressionen entwickelt?",
      options: [
        "Cognitive Behavioral Analysis System of Psychotherapy (CBASP)",
        "Dialektisch-Behaviorale Therapie nach Linehan (DBT)",
        "Eye Movement Desensitization and Reprocessing nach Shapiro (EMDR)",
        "Exposition mit Reaktionsverhinderung (ERP)",
        "Mentalisierungsbasierte Therapie nach Bateman (MBT)",
      ],
    },
    {
      text: "Wonach richtet sich die Auswahl eines Antidepressivums in erster Linie?",
      options: [
        "Nach Nebenwirkungsprofil, Komorbidität, Interaktionen und Präferenz",
        "Nach dem im Blut gemessenen Serotoninspiegel",
        "Nach der Überlegenheit der Trizyklika gegenüber allen anderen Klassen",
        "Nach dem Ergebnis eines pharmakogenetischen Routinetests",
        "Nach dem Zulassungsjahr, da neuere Substanzen stärker wirken",
      ],
    },
    {
      text: "Nach welcher Zeit sollte die Wirksamkeit eines ausreichend dosierten Antidepressivums überprüft werden, um bei fehlender Besserung die Strategie zu ändern?",
      options: [
        "Nach etwa drei bis vier Wochen",
        "Bereits nach 24 Stunden",
        "Bereits nach drei Tagen",
        "Erst nach sechs bis zwölf Monaten",
        "Erst nach einem Jahr",
      ],
    },
    {
      text: "Welche Empfehlung gilt für die medikamentöse Erhaltungstherapie nach Remission einer depressiven Episode?",
      options: [
        "Fortführung in unveränderter Dosis über mehrere Monate",
        "Absetzen, sobald die Remission erreicht ist",
        "Halbierung der Dosis unmittelbar nach Eintritt der Remission",
        "Umstellung auf ein Benzodiazepin zur Rückfallprophylaxe",
        "Einnahme nur noch an Tagen mit gedrückter Stimmung",
      ],
    },
    {
      text: "Wie soll ein Antidepressivum nach abgeschlossener Erhaltungstherapie beendet werden?",
      options: [
        "Schrittweise ausschleichend über mehrere Wochen",
        "Abrupt, da Absetzsymptome nicht auftreten",
        "Nach vorheriger Verdopplung der Dosis für eine Woche",
        "Durch überlappende Umstellung auf Lithium",
        "Unter stationären Bedingungen mit Spiegelkontrollen",
      ],
    },
    {
      text: "Welche Augmentationsstrategie ist bei Nichtansprechen auf eine Antidepressiva-Monotherapie etabliert?",
      options: [
        "Augmentation mit Lithium",
        "Augmentation mit Levodopa",
        "Augmentation mit Diazepam",
        "Augmentation mit Carbamazepin",
        "Augmentation mit Pregabalin",
      ],
    },
    {
      text: "Welche Kombination zweier Antidepressiva ist bei Nichtansprechen nach der NVL eine Option?",
      options: [
        "SSRI oder SNRI mit Mirtazapin oder Mianserin",
        "Zwei verschiedene SSRI gleichzeitig",
        "SSRI mit dem irreversiblen MAO-Hemmer Tranylcypromin",
        "Zwei trizyklische Antidepressiva",
        "SSRI mit Tramadol als Antidepressivum",
      ],
    },
    {
      text: "Welche Begleitmedikation kann den Lithiumspiegel gefährlich erhöhen?",
      options: ["Thiaziddiuretika", "Theophyllin", "Paracetamol", "Levothyroxin", "Salbutamol-Dosieraerosol"],
    },
    {
      text: "Welche Laborkontrolle ist bei älteren Menschen zu Beginn einer SSRI-Therapie besonders wichtig?",
      options: [
        "Serumnatrium wegen des Risikos einer Hyponatriämie",
        "Lipase wegen des Risikos einer Pankreatitis",
        "Kreatinkinase wegen des Risikos einer Rhabdomyolyse",
        "Harnsäure wegen des Risikos eines Gichtanfalls",
        "Ammoniak wegen des Risikos einer Enzephalopathie",
      ],
    },
    {
      text: "Welche Begleitmedikation erhöht unter SSRI das Risiko gastrointestinaler Blutungen deutlich?",
      options: [
        "Nichtsteroidale Antirheumatika",
        "Protonenpumpenhemmer",
        "Paracetamol in üblicher Tagesdosis",
        "Vitamin D3",
        "Metformin",
      ],
    },
    {
      text: "Bei welchem SSRI ist wegen einer dosisabhängigen QTc-Verlängerung die Tageshöchstdosis für über 65-Jährige herabgesetzt?",
      options: ["Citalopram", "Sertralin", "Fluoxetin", "Paroxetin", "Fluvoxamin"],
    },
    {
      text: "Welche Symptomkonstellation ist typisch für ein Serotoninsyndrom?",
      options: [
        "Myoklonien, Hyperthermie, Tachykardie und Unruhe",
        "Bradykardie, Hypothermie und schlaffe Muskulatur",
        "Rigor, Bradykinese und Ruhetremor",
        "Miosis, Atemdepression und Bewusstlosigkeit",
        "Hypoglykämie, Heißhunger und Kaltschweißigkeit",
      ],
    },
    {
      text: "Warum sind trizyklische Antidepressiva bei suizidgefährdeten Patienten problematisch?",
      options: [
        "Sie sind in Überdosis stark kardiotoxisch und potenziell letal.",
        "Sie entfalten ihre Wirkung erst nach frühestens sechs Monaten.",
        "Sie verursachen häufig eine lebensbedrohliche Hyperkaliämie.",
        "Sie werden als intravenöse Infusion verabreicht.",
        "Sie führen rasch zu einer körperlichen Abhängigkeit.",
      ],
    },
    {
      text: "Welches Nebenwirkungsprofil ist typisch für Mirtazapin?",
      options: [
        "Sedierung und Gewichtszunahme",
        "Innere Unruhe und Gewichtsabnahme",
        "Dosisabhängiger Blutdruckanstieg",
        "Hypertensive Krisen nach tyraminreicher Kost",
        "Ausgeprägte Hyperkaliämie",
      ],
    },
    {
      text: "Welche Kontrolle ist unter einer Therapie mit Agomelatin vorgeschrieben?",
      options: [
        "Regelmäßige Bestimmung der Leberwerte",
        "Regelmäßige Bestimmung des Serumspiegels",
        "Regelmäßige Echokardiographie",
        "Regelmäßige Messung des Augeninnendrucks",
        "Regelmäßige Audiometrie",
      ],
    },
    {
      text: "Welche Aussage zu Johanniskraut-Extrakten trifft zu?",
      options: [
        "Sie induzieren CYP3A4 und schwächen hormonelle Kontrazeptiva ab.",
        "Sie hemmen CYP3A4 und erhöhen dadurch die Ciclosporinspiegel deutlich.",
        "Sie haben als Phytopharmaka kein relevantes Interaktionspotenzial.",
        "Sie sind bei schwerer Depression das Mittel der ersten Wahl.",
        "Sie dürfen mit SSRI ohne Einschränkung kombiniert werden.",
      ],
    },
    {
      text: "Welche Aussage zu Esketamin-Nasenspray trifft zu?",
      options: [
        "Es ist bei therapieresistenter Depression zusammen mit einem SSRI oder SNRI zugelassen.",
        "Es ist Mittel der ersten Wahl bei einer erstmaligen leichten Episode.",
        "Es wird ohne ärztliche Überwachung täglich zu Hause als Monotherapie angewendet.",
        "Es ist ein selektiver Serotonin-Wiederaufnahmehemmer.",
        "Es ist für Kinder ab dem sechsten Lebensjahr zugelassen.",
      ],
    },
    {
      text: "Bei welcher Konstellation ist eine Elektrokonvulsionstherapie besonders indiziert?",
      options: [
        "Schwere therapieresistente oder psychotische Depression",
        "Erstmalige leichte depressive Episode ohne Vorbehandlung",
        "Anpassungsstörung nach einer Trennung",
        "Dysthymie im Jugendalter als Erstbehandlung vor Psychotherapie",
        "Insomnie ohne depressive Symptomatik",
      ],
    },
    {
      text: "Welche Pharmakotherapie ist bei einer schweren depressiven Episode mit psychotischen Symptomen angezeigt?",
      options: [
        "Antidepressivum in Kombination mit einem Antipsychotikum",
        "Benzodiazepin als alleinige Dauertherapie über mehrere Monate",
        "Psychostimulans wie Methylphenidat",
        "Johanniskraut in hoher Dosierung",
        "Antipsychotikum plus Methylphenidat",
      ],
    },
    {
      text: "Welche Aussage zur Exploration von Suizidgedanken bei depressiven Patienten trifft zu?",
      options: [
        "Direktes Ansprechen erhöht das Suizidrisiko nicht und soll regelhaft erfolgen.",
        "Direkte Fragen nach Suizidgedanken erhöhen das Risiko und sollten daher unterbleiben.",
        "Suizidgedanken werden nur bei schwerer Episode erfragt.",
        "Die Exploration ist Fachärzten für Psychiatrie vorbehalten.",
        "Ein schriftlicher Antisuizidvertrag ersetzt die Exploration.",
      ],
    },
    {
      text: "Ein Patient mit konkreten Suizidplänen kann sich im Gespräch nicht glaubhaft distanzieren. Welche Maßnahme ist angezeigt?",
      options: [
        "Stationäre Aufnahme, notfalls auch gegen seinen Willen",
        "Wiedervorstellung in vier Wochen in der Sprechstunde",
        "Verordnung eines Antidepressivums in Großpackung",
        "Überweisung zur ambulanten Psychotherapie mit üblicher Wartezeit",
        "Abschluss eines schriftlichen Nonsuizidvertrags",
      ],
    },
    {
      text: "Welche Aussage zur Suizidalität zu Beginn einer Antidepressivatherapie trifft zu?",
      options: [
        "Bei jungen Erwachsenen unter 25 Jahren ist anfangs eine engmaschige Überwachung nötig.",
        "Antidepressiva senken die Suizidalität bereits in den ersten Behandlungstagen.",
        "Eine Überwachung auf Suizidalität ist nur bei Patienten über 65 Jahren nötig.",
        "Suizidgedanken unter Therapie sind als harmlose Nebenwirkung zu werten.",
        "Zu Beginn sollen bevorzugt Großpackungen verordnet werden.",
      ],
    },
    {
      text: "Welches Antidepressivum gilt in der Stillzeit als Mittel der Wahl?",
      options: ["Sertralin", "Fluoxetin", "Doxepin", "Lithium", "Tranylcypromin"],
    },
    {
      text: "Welches Instrument wird zum Screening auf eine postpartale Depression eingesetzt?",
      options: [
        "Edinburgh Postnatal Depression Scale (EPDS)",
        "Apgar-Score",
        "Bishop-Score",
        "CAGE-Fragebogen",
        "Mini-Mental-Status-Test nach Folstein (MMST)",
      ],
    },
    {
      text: "Welche Information zu Antidepressiva ist in der Aufklärung der Patienten zutreffend?",
      options: [
        "Sie machen nicht abhängig, beim Absetzen können aber Absetzsymptome auftreten.",
        "Sie führen häufig zu einer körperlichen Abhängigkeit wie Benzodiazepine.",
        "Sie können die Persönlichkeit der Betroffenen dauerhaft verändern.",
        "Absetzsymptome kommen bei Antidepressiva nicht vor.",
        "Sie wirken bereits nach der ersten Tablette vollständig.",
      ],
    },
  ],
};
