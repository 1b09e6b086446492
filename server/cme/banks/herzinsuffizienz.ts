import type { TopicBank } from "./types.ts";

/** Chronische und akute Herzinsuffizienz nach NVL (4. Auflage 2023) und ESC 2021 mit Focused Update 2023. */
export const HERZINSUFFIZIENZ: TopicBank = {
  topic: "Herzinsuffizienz",
  field: "kardiologie",
  sources: [
    {
      text: "Nationale VersorgungsLeitlinie Chronische Herzinsuffizienz, 4. Auflage (BÄK, KBV, AWMF 2023)",
      url: "https://www.leitlinien.de/themen/herzinsuffizienz",
    },
    {
      text: "2021 ESC Guidelines for the diagnosis and treatment of acute and chronic heart failure (ESC 2021)",
      url: "https://www.escardio.org/Guidelines/Clinical-Practice-Guidelines/Acute-and-Chronic-Heart-Failure",
    },
    {
      text: "2023 Focused Update of the 2021 ESC Guidelines for the diagnosis and treatment of acute and chronic heart failure (ESC 2023)",
      url: "https://www.escardio.org/Guidelines/Clinical-Practice-Guidelines/Acute-and-Chronic-Heart-Failure",
    },
  ],
  questions: [
    {
      text: "Welche Aussage zur Einteilung der Herzinsuffizienz nach der linksventrikulären Ejektionsfraktion (LVEF) gemäß ESC-Leitlinie 2021 trifft zu?",
      options: [
        "Bei einer LVEF von 41–49 % spricht man von einer Herzinsuffizienz mit leicht reduzierter LVEF (HFmrEF).",
        "Bei einer LVEF von 41–49 % liegt bereits eine Herzinsuffizienz mit reduzierter LVEF vor.",
        "Eine HFpEF setzt eine LVEF von mindestens 60 % und zusätzlich eine Mitralinsuffizienz voraus.",
        "Die Einteilung nach der LVEF wurde zugunsten der NYHA-Klassifikation aufgegeben.",
        "Eine HFrEF liegt erst bei einer LVEF unter 30 % vor, darüber spricht man von einer HFmrEF.",
      ],
    },
    {
      text: "Eine Patientin stellt sich mit seit Monaten langsam zunehmender Belastungsdyspnoe vor (kein akutes Geschehen). Welcher NT-proBNP-Wert macht eine Herzinsuffizienz unwahrscheinlich?",
      options: [
        "NT-proBNP unter 125 pg/ml",
        "NT-proBNP unter 900 pg/ml",
        "NT-proBNP unter 1800 pg/ml",
        "NT-proBNP unter 2500 pg/ml",
        "NT-proBNP unter 5000 pg/ml",
      ],
    },
    {
      text: "Bei Verdacht auf chronische Herzinsuffizienz ist NT-proBNP erhöht. Welche Untersuchung ist als nächster Schritt zur Sicherung der Diagnose und Bestimmung der LVEF empfohlen?",
      options: [
        "Transthorakale Echokardiographie",
        "Invasive Koronarangiographie",
        "Röntgen-Thorax in zwei Ebenen",
        "Myokardperfusionsszintigraphie in Ruhe",
        "Rechtsherzkatheteruntersuchung",
      ],
    },
    {
      text: "Welche Kombination bildet nach ESC-Leitlinie 2021 die prognoseverbessernde Basistherapie einer symptomatischen Herzinsuffizienz mit reduzierter LVEF (HFrEF)?",
      options: [
        "ACE-Hemmer oder ARNI, Betablocker, MRA und SGLT2-Inhibitor",
        "ACE-Hemmer plus Sartan, Ivabradin, Digoxin und Schleifendiuretikum",
        "Betablocker, Digoxin, Ivabradin und ein Thiaziddiuretikum als Dauertherapie",
        "ACE-Hemmer, Verapamil, Thiaziddiuretikum und Acetylsalicylsäure",
        "Sartan, Amlodipin, Schleifendiuretikum und ein hochdosiertes Statin",
      ],
    },
    {
      text: "Welcher Betarezeptorenblocker ist für die Therapie der HFrEF prognostisch belegt und empfohlen?",
      options: ["Bisoprolol", "Atenolol", "Propranolol", "Sotalol", "Pindolol"],
    },
    {
      text: "Ein Patient mit HFrEF soll von Ramipril auf Sacubitril/Valsartan umgestellt werden. Was ist dabei zu beachten?",
      options: [
        "Sacubitril/Valsartan darf frühestens 36 Stunden nach der letzten Ramipril-Dosis begonnen werden.",
        "Beide Substanzen sollten wegen Rebound-Gefahr vier Wochen überlappend gegeben werden.",
        "Vor der Umstellung muss der Betablocker für mindestens eine Woche pausiert werden.",
        "Sacubitril/Valsartan wird am selben Morgen direkt nach der letzten Ramipril-Dosis eingenommen.",
        "Vor der Umstellung ist eine Pause aller RAAS-Hemmer von mindestens 14 Tagen erforderlich.",
      ],
    },
    {
      text: "Welche Aussage zur Bestimmung natriuretischer Peptide unter Therapie mit Sacubitril/Valsartan trifft zu?",
      options: [
        "NT-proBNP bleibt verwertbar, während BNP durch die Neprilysinhemmung ansteigen kann.",
        "BNP und NT-proBNP fallen unter Neprilysinhemmung regelhaft unter die Nachweisgrenze.",
        "BNP ist unter dieser Therapie aussagekräftiger als NT-proBNP und daher zu bevorzugen.",
        "NT-proBNP steigt unter Neprilysinhemmung dosisabhängig an und ist nicht mehr verwertbar.",
        "Natriuretische Peptide dürfen unter dieser Therapie aus Sicherheitsgründen nicht bestimmt werden.",
      ],
    },
    {
      text: "Welche Aussage zu Dapagliflozin und Empagliflozin bei HFrEF trifft zu?",
      options: [
        "Sie senken das Risiko für kardiovaskulären Tod oder Herzinsuffizienz-Hospitalisierung auch ohne Diabetes.",
        "Sie sind bei HFrEF nur dann indiziert, wenn zusätzlich ein Typ-2-Diabetes mit HbA1c über 7 % besteht.",
        "Sie ersetzen bei HFrEF den Betablocker, da sie die Herzfrequenz in vergleichbarem Ausmaß senken.",
        "Sie dürfen bei HFrEF nur nach vorherigem Absetzen des Mineralokortikoidrezeptor-Antagonisten gegeben werden.",
        "Sie lindern bei HFrEF zwar die Symptome, erhöhen aber in Studien die Gesamtsterblichkeit.",
      ],
    },
    {
      text: "Nach Beginn eines SGLT2-Inhibitors fällt bei einem Patienten mit HFrEF die eGFR in den ersten Wochen um etwa 10 % ab. Wie ist dieser Befund zu bewerten?",
      options: [
        "Als erwarteter hämodynamischer Effekt, der für sich genommen kein Absetzen erfordert",
        "Als Zeichen einer akuten interstitiellen Nephritis, die ein Absetzen erfordert",
        "Als Hinweis auf eine Überdosierung, weshalb die Dosis dauerhaft halbiert werden sollte",
        "Als Folge einer euglykämischen Ketoazidose, die eine stationäre Aufnahme erfordert",
        "Als Indikation, zusätzlich den ACE-Hemmer oder ARNI dauerhaft abzusetzen",
      ],
    },
    {
      text: "Worüber sollten Patienten mit Herzinsuffizienz bei Beginn einer Therapie mit einem SGLT2-Inhibitor aufgeklärt werden?",
      options: [
        "Bei akuter Erkrankung mit Nahrungskarenz und vor größeren Operationen wird es pausiert.",
        "Auch ohne Diabetes ist wegen hoher Hypoglykämiegefahr eine tägliche Blutzuckerselbstmessung nötig.",
        "Während der Einnahme ist eine Trinkmenge von höchstens einem Liter pro Tag strikt einzuhalten.",
        "Harnwegs- und Genitalinfektionen treten unter der Therapie seltener auf als ohne die Therapie.",
        "Bei Nachweis von Glukose im Urinstreifentest ist das Medikament abzusetzen.",
      ],
    },
    {
      text: "Welche Laborkontrollen sind nach Beginn eines Mineralokortikoidrezeptor-Antagonisten bei HFrEF vorrangig?",
      options: [
        "Serumkalium und Kreatinin bzw. eGFR",
        "Transaminasen, Bilirubin und Lipase",
        "TSH basal und freies Thyroxin (fT4)",
        "Blutbild und Gerinnungsstatus (INR)",
        "Harnsäure, Nüchternglukose und HbA1c",
      ],
    },
    {
      text: "Ein Patient mit HFrEF entwickelt unter Spironolacton eine schmerzhafte Gynäkomastie. Welche Maßnahme ist empfohlen?",
      options: [
        "Umstellung auf Eplerenon",
        "Umstellung auf Hydrochlorothiazid",
        "Ersatzloses Absetzen aller RAAS-Hemmer",
        "Verdopplung der Spironolacton-Dosis",
        "Umstellung auf Amilorid",
      ],
    },
    {
      text: "Welches Medikament kann bei chronischer Herzinsuffizienz eine Dekompensation begünstigen und sollte daher vermieden werden?",
      options: ["Diclofenac", "Paracetamol", "Dapagliflozin", "Eplerenon", "Bisoprolol"],
    },
    {
      text: "Ein Patient mit stabiler HFrEF und Typ-2-Diabetes benötigt eine Intensivierung der antidiabetischen Therapie. Welches Antidiabetikum ist wegen Flüssigkeitsretention und Verschlechterung der Herzinsuffizienz zu vermeiden?",
      options: ["Pioglitazon", "Empagliflozin", "Metformin", "Sitagliptin", "Linagliptin"],
    },
    {
      text: "Für welche Patienten ist ein ICD zur Primärprävention des plötzlichen Herztodes nach ESC-Leitlinie 2021 mit höchstem Empfehlungsgrad empfohlen?",
      options: [
        "Ischämische Ätiologie, LVEF ≤ 35 % trotz mindestens 3 Monaten optimaler Therapie, NYHA II–III",
        "HFrEF mit LVEF ≤ 40 % direkt nach Diagnosestellung, noch vor Therapiebeginn",
        "Akuter Myokardinfarkt mit LVEF ≤ 35 % innerhalb der ersten zehn Tage nach dem Ereignis",
        "HFpEF mit LVEF ≥ 50 % und paroxysmalem Vorhofflimmern bei NYHA-Klasse II",
        "NYHA-Klasse IV ohne Aussicht auf Transplantation oder mechanische Kreislaufunterstützung",
      ],
    },
    {
      text: "Welcher Befund spricht bei symptomatischer HFrEF (LVEF ≤ 35 %) unter optimaler medikamentöser Therapie am stärksten für eine kardiale Resynchronisationstherapie (CRT)?",
      options: [
        "Sinusrhythmus mit Linksschenkelblock und QRS-Dauer ≥ 150 ms",
        "Sinusrhythmus mit schmalem QRS-Komplex unter 120 ms und Dyssynchronie im Echo",
        "Rechtsschenkelblock mit einer QRS-Dauer von 125 ms",
        "AV-Block I. Grades mit einer PQ-Zeit von 220 ms",
        "Sinustachykardie mit Ruheherzfrequenz über 100/min",
      ],
    },
    {
      text: "Wie ist ein Eisenmangel bei Patienten mit Herzinsuffizienz laut ESC-Leitlinie definiert?",
      options: [
        "Ferritin < 100 µg/l oder Ferritin 100–299 µg/l mit Transferrinsättigung < 20 %",
        "Ferritin < 30 µg/l, aber nur bei gleichzeitig bestehender mikrozytärer Anämie (Hb < 12 g/dl)",
        "Hämoglobin < 10 g/dl, unabhängig von Ferritin und Transferrinsättigung",
        "Transferrinsättigung > 45 % bei gleichzeitig normalem Ferritin im Serum",
        "Serumeisen unterhalb des Referenzbereichs in einer einzelnen Messung",
      ],
    },
    {
      text: "Welche Behandlung eines Eisenmangels ist bei symptomatischer HFrEF empfohlen, um Symptome und Lebensqualität zu verbessern?",
      options: [
        "Intravenöses Eisen, z. B. Eisencarboxymaltose oder Eisenderisomaltose",
        "Orale Eisen(II)-Salze in hoher Dosis über mindestens zwölf Monate, nüchtern eingenommen",
        "Erythropoetin-Analoga mit dem Ziel eines normalen Hämoglobinwerts",
        "Regelmäßige Erythrozytentransfusionen ab einem Hb unter 12 g/dl",
        "Vitamin-C-reiche Kost ohne zusätzliche medikamentöse Eisengabe",
      ],
    },
    {
      text: "Unter welcher Voraussetzung kommt Ivabradin bei symptomatischer HFrEF (LVEF ≤ 35 %) in Betracht?",
      options: [
        "Sinusrhythmus, Ruhefrequenz ≥ 70/min trotz maximal tolerierter Betablockerdosis",
        "Vorhofflimmern mit schneller Kammerfrequenz trotz Betablocker in Zieldosis",
        "Sinusrhythmus mit Ruheherzfrequenz unter 50/min unter Betablockertherapie",
        "Als Ersatz des Betablockers bei HFrEF, auch wenn dieser gut vertragen wird",
        "Permanentes Vorhofflimmern mit bradykarder Überleitung und Pausen",
      ],
    },
    {
      text: "Welche Aussage zu Digoxin bei Herzinsuffizienz mit reduzierter LVEF trifft zu?",
      options: [
        "Es senkte in Studien Hospitalisierungen, nicht aber die Gesamtsterblichkeit.",
        "Es senkt die Gesamtsterblichkeit und gehört daher zur vierfachen Basistherapie.",
        "Seine therapeutische Breite ist groß, Spiegelkontrollen sind daher entbehrlich.",
        "Eine Hypokaliämie vermindert das Risiko einer Digitalisintoxikation deutlich.",
        "Es kumuliert bei eingeschränkter Nierenfunktion nicht und bedarf keiner Anpassung.",
      ],
    },
    {
      text: "Welche Empfehlung zu körperlicher Aktivität bei stabiler chronischer Herzinsuffizienz trifft zu?",
      options: [
        "Regelmäßiges, individuell dosiertes Training wird empfohlen, es verbessert die Belastbarkeit.",
        "Konsequente körperliche Schonung ist auch bei stabiler Erkrankung die wichtigste Maßnahme.",
        "Ausdauertraining ist kontraindiziert, erlaubt ist nur isometrisches Krafttraining.",
        "Training ist nur bei HFpEF sinnvoll, bei HFrEF wegen Arrhythmiegefahr kontraindiziert.",
        "Körperliches Training sollte erst nach einer Herztransplantation begonnen werden.",
      ],
    },
    {
      text: "Welche Anleitung zur Gewichtskontrolle ist für Patienten mit chronischer Herzinsuffizienz sinnvoll?",
      options: [
        "Jeden Morgen wiegen; bei mehr als 2 kg Zunahme in 3 Tagen Kontakt zur Praxis aufnehmen",
        "Wöchentlich wiegen genügt; erst ab einer Zunahme von 5 kg im Monat ist eine Rücksprache nötig",
        "Wiegen ist nur bei Übergewicht sinnvoll, da Wassereinlagerungen das Gewicht kaum verändern",
        "Eine rasche Gewichtszunahme gleicht der Patient eigenständig durch mehrtägiges Fasten aus",
        "Täglich abends nach dem Essen wiegen; Zunahmen unter 5 kg pro Woche sind unbedenklich",
      ],
    },
    {
      text: "Wie ist die NYHA-Klasse III definiert?",
      options: [
        "Deutliche Einschränkung, Beschwerden schon bei geringer Belastung, in Ruhe beschwerdefrei",
        "Beschwerden bereits in Ruhe, jede körperliche Aktivität verstärkt die Symptomatik",
        "Keine Einschränkung, alltägliche körperliche Belastung verursacht keine Beschwerden",
        "Leichte Einschränkung, Beschwerden erst bei stärkerer alltäglicher Belastung",
        "Strukturelle Herzerkrankung, bei der bisher niemals Symptome aufgetreten sind",
      ],
    },
    {
      text: "Welche Aussage zur Stadieneinteilung der Herzinsuffizienz nach ACC/AHA trifft zu?",
      options: [
        "Stadium B: strukturelle Herzerkrankung ohne bisherige Symptome einer Herzinsuffizienz.",
        "Stadium A bezeichnet eine Herzinsuffizienz mit Ruhedyspnoe trotz optimaler Therapie.",
        "Stadium C umfasst Patienten ohne nachweisbare strukturelle Herzerkrankung.",
        "Stadium D entspricht einer asymptomatischen linksventrikulären Dysfunktion nach Infarkt.",
        "Die Stadien A bis D sind mit den NYHA-Klassen I bis IV inhaltlich identisch.",
      ],
    },
    {
      text: "Welcher Parameter ist Bestandteil des H2FPEF-Scores zur Abschätzung der Wahrscheinlichkeit einer HFpEF?",
      options: [
        "Vorhofflimmern",
        "Diabetes mellitus",
        "Nikotinkonsum",
        "Männliches Geschlecht",
        "Niereninsuffizienz",
      ],
    },
    {
      text: "Ein 78-jähriger Mann mit HFpEF hat eine ausgeprägte linksventrikuläre Hypertrophie ohne Hypertonie und ein beidseitiges Karpaltunnelsyndrom. Welche Diagnostik ist bei Verdacht auf eine Transthyretin-Amyloidose empfohlen?",
      options: [
        "Knochenszintigraphie (z. B. 99mTc-DPD) und Ausschluss einer monoklonalen Gammopathie",
        "Koronarangiographie mit Lävokardiographie als alleinige diagnostische Maßnahme",
        "Bestimmung von Ferritin und Transferrinsättigung als beweisende Untersuchung der Amyloidose",
        "Genetische Untersuchung auf Mutationen im LDL-Rezeptor-Gen als erster Schritt",
        "Belastungs-EKG zur Bestimmung der maximal erreichbaren Herzfrequenz",
      ],
    },
    {
      text: "Bei einem Patienten mit dilatativer Kardiomyopathie hat sich die LVEF unter leitliniengerechter Therapie von 25 % auf 52 % verbessert; er ist beschwerdefrei. Welches Vorgehen ist empfohlen?",
      options: [
        "Fortführung der Herzinsuffizienztherapie wegen des hohen Rückfallrisikos nach Absetzen",
        "Schrittweises Absetzen aller Herzinsuffizienzmedikamente, da die Erkrankung ausgeheilt ist",
        "Absetzen des Betablockers und alleinige Fortführung des Schleifendiuretikums",
        "Umstellung der gesamten Medikation auf eine Monotherapie mit Digoxin",
        "Beendigung der Therapie mit Wiedervorstellung erst bei erneuten Beschwerden",
      ],
    },
    {
      text: "Welches Vorgehen wird im ESC Focused Update 2023 nach einer Hospitalisierung wegen akuter Herzinsuffizienz empfohlen?",
      options: [
        "Frühe Einleitung und rasche Auftitration der Basistherapie mit engmaschigen Kontrollen",
        "Beginn der prognoseverbessernden Medikation erst nach sechs Monaten klinischer Stabilität",
        "Entlassung mit einem Schleifendiuretikum als einziger Dauermedikation",
        "Pausieren aller vorbestehenden RAAS-Hemmer für mindestens drei Monate nach der Entlassung",
        "Einstellung zunächst nur auf Digoxin, da die übrige Basistherapie nach Dekompensation kontraindiziert ist",
      ],
    },
    {
      text: "Welche Aussage zu Schleifendiuretika bei chronischer Herzinsuffizienz trifft zu?",
      options: [
        "Sie dienen bei Stauungszeichen der Symptomkontrolle; ein Überlebensvorteil ist nicht belegt.",
        "Sie verbessern nachweislich die Prognose und sind daher auch ohne Stauung dauerhaft indiziert.",
        "Sie sind bei eingeschränkter Nierenfunktion wirkungslos und dort kontraindiziert.",
        "Sie führen typischerweise zu einer Hyperkaliämie und dürfen daher nicht mit MRA kombiniert werden.",
        "Sie ersetzen bei Ödemen den ACE-Hemmer, da beide nicht gleichzeitig gegeben werden dürfen.",
      ],
    },
    {
      text: "Welche medikamentöse Therapie wird im ESC Focused Update 2023 bei symptomatischer HFpEF zur Senkung von Herzinsuffizienz-Hospitalisierungen oder kardiovaskulärem Tod mit höchstem Empfehlungsgrad empfohlen?",
      options: [
        "Empagliflozin oder Dapagliflozin",
        "Ivabradin oder Digoxin",
        "Verapamil oder Diltiazem",
        "Isosorbidmononitrat oder Molsidomin",
        "Aliskiren oder Moxonidin",
      ],
    },
    {
      text: "Welche Impfungen werden Patienten mit chronischer Herzinsuffizienz empfohlen?",
      options: [
        "Jährliche Influenzaimpfung sowie Impfung gegen Pneumokokken",
        "Keine Impfungen, da Impfreaktionen eine Dekompensation auslösen",
        "Bevorzugt Lebendimpfstoffe, da Totimpfstoffe hier unwirksam sind",
        "Influenzaimpfung nur bei NYHA IV, Pneumokokkenimpfung kontraindiziert",
        "Nur eine Hepatitis-B-Impfung vor einer geplanten Herztransplantation",
      ],
    },
    {
      text: "Welche Erkrankungen sind in Deutschland die häufigsten Ursachen einer chronischen Herzinsuffizienz?",
      options: [
        "Koronare Herzkrankheit und arterielle Hypertonie",
        "Virale Myokarditis und konstriktive Perikarditis",
        "Angeborene Herzfehler und infektiöse Endokarditis",
        "Hereditäre Hämochromatose und kardiale Sarkoidose",
        "Hyperthyreose und chronische Eisenmangelanämie",
      ],
    },
    {
      text: "Bei einem Patienten mit HFrEF besteht trotz vollständiger Basistherapie eine arterielle Hypertonie. Welches zusätzliche Antihypertensivum ist geeignet?",
      options: ["Amlodipin", "Moxonidin", "Diltiazem", "Verapamil", "Aliskiren"],
    },
    {
      text: "Für welche Situation ist Vericiguat nach ESC-Leitlinie 2021 vorgesehen?",
      options: [
        "Zusätzlich bei HFrEF mit Verschlechterung trotz Basistherapie, z. B. nach Dekompensation",
        "Als Ersatz des ACE-Hemmers bei ACE-Hemmer-Husten und gleichzeitiger Sartan-Unverträglichkeit",
        "Zur Frequenzkontrolle bei Vorhofflimmern mit schneller Überleitung und HFrEF",
        "In Kombination mit PDE-5-Hemmern zur Therapie einer begleitenden erektilen Dysfunktion",
        "Als Erstlinientherapie bei HFpEF anstelle eines SGLT2-Inhibitors",
      ],
    },
    {
      text: "Welche Maßnahme steht bei akut dekompensierter Herzinsuffizienz mit Lungenstauung und erhaltenem Blutdruck im Vordergrund?",
      options: [
        "Intravenöse Gabe eines Schleifendiuretikums",
        "Intravenöse Volumengabe von zwei Litern Kristalloid",
        "Neubeginn eines Betablockers direkt in Zieldosis",
        "Orales Thiaziddiuretikum als alleinige Therapie",
        "Intravenöse Gabe von Verapamil als Bolus",
      ],
    },
  ],
};
