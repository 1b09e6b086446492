import type { TopicBank } from "./types.ts";

/**
 * Arterielle Hypertonie nach NVL Hypertonie 2023, ESH 2023 und ESC 2024. Zielwerte und Kategorien
 * unterscheiden sich zwischen diesen Leitlinien; Fragen dazu nennen deshalb die Leitlinie.
 */
export const ARTERIELLE_HYPERTONIE: TopicBank = {
  topic: "Arterielle Hypertonie",
  field: "allgemeinmedizin",
  sources: [
    {
      text: "Nationale VersorgungsLeitlinie Hypertonie, 1. Auflage (BÄK, KBV, AWMF 2023)",
      url: "https://www.leitlinien.de/themen/hypertonie",
    },
    {
      text: "2023 ESH Guidelines for the management of arterial hypertension (European Society of Hypertension 2023)",
      url: null,
    },
    {
      text: "2024 ESC Guidelines for the management of elevated blood pressure and hypertension (ESC 2024)",
      url: "https://www.escardio.org/Guidelines/Clinical-Practice-Guidelines",
    },
  ],
  questions: [
    {
      text: "Ab welchem in der Praxis gemessenen Blutdruck liegt nach NVL Hypertonie 2023 und ESH-Leitlinie 2023 eine arterielle Hypertonie vor?",
      options: ["≥ 140/90 mmHg", "≥ 120/80 mmHg", "≥ 130/85 mmHg", "≥ 150/95 mmHg", "≥ 160/100 mmHg"],
    },
    {
      text: "Welche Grenzwerte der ambulanten 24-Stunden-Blutdruckmessung sprechen für eine arterielle Hypertonie?",
      options: [
        "24-h-Mittel ≥ 130/80, Tagesmittel ≥ 135/85, Nachtmittel ≥ 120/70 mmHg",
        "24-h-Mittel ≥ 140/90, Tagesmittel ≥ 140/90, Nachtmittel ≥ 140/90 mmHg",
        "24-h-Mittel ≥ 120/70, Tagesmittel ≥ 130/80, Nachtmittel ≥ 135/85 mmHg",
        "24-h-Mittel ≥ 150/95, Tagesmittel ≥ 145/90, Nachtmittel ≥ 130/80 mmHg",
        "24-h-Mittel ≥ 135/85, Tagesmittel ≥ 140/90, Nachtmittel ≥ 110/65 mmHg",
      ],
    },
    {
      text: "Wie sollte die Heimblutdruckmessung zur Diagnosestellung nach NVL Hypertonie durchgeführt werden?",
      options: [
        "Sieben Tage lang morgens und abends je zwei Messungen im Sitzen nach Ruhe",
        "Einmalige Messung am Abend direkt nach körperlicher Belastung im Stehen am Handgelenk",
        "Eine Messung pro Woche über drei Monate, jeweils am Handgelenk im Liegen",
        "Mehrere Messungen nur an Tagen mit Kopfschmerzen oder Schwindelgefühl",
        "Stündliche Messungen über einen einzigen Tag, wobei nur der höchste Wert zählt",
      ],
    },
    {
      text: "Welches Vorgehen bei der ersten Praxisblutdruckmessung eines neuen Patienten ist korrekt?",
      options: [
        "Messung an beiden Armen; weiter wird stets am Arm mit dem höheren Wert gemessen",
        "Messung an beiden Armen; weiter wird an dem Arm mit dem niedrigeren Wert gemessen",
        "Messung direkt nach Betreten des Sprechzimmers im Stehen ohne vorherige Ruhe",
        "Standardmanschette unabhängig vom Oberarmumfang, da die Größe keinen Einfluss hat",
        "Messung am herabhängenden Arm deutlich unterhalb des Herzniveaus",
      ],
    },
    {
      text: "Wie wird die Konstellation erhöhter Praxisblutdruckwerte bei normalen Werten in Langzeit- und Selbstmessung (ohne Therapie) bezeichnet?",
      options: [
        "Weißkittelhypertonie",
        "Maskierte Hypertonie",
        "Isolierte systolische Hypertonie",
        "Therapieresistente Hypertonie",
        "Sekundäre Hypertonie",
      ],
    },
    {
      text: "Welche Aussage zur maskierten Hypertonie trifft zu?",
      options: [
        "Die Praxiswerte sind normal, die Werte außerhalb der Praxis erhöht; das Risiko ist erhöht.",
        "Die Praxiswerte sind erhöht, die Werte außerhalb der Praxis normal; das Risiko ist gering.",
        "Sie bezeichnet eine medikamentös normalisierte Hypertonie ohne Restrisiko.",
        "Sie liegt vor, wenn der Blutdruck nur bei Messung am Handgelenk erhöht ist.",
        "Sie ist harmlos und erfordert weder Kontrollen noch eine Behandlung.",
      ],
    },
    {
      text: "Wie wird ein Praxisblutdruck von 165/95 mmHg nach ESH-Leitlinie 2023 eingeteilt?",
      options: [
        "Hypertonie Grad 2",
        "Hypertonie Grad 1",
        "Hypertonie Grad 3",
        "Hochnormaler Blutdruck",
        "Isolierte systolische Hypertonie",
      ],
    },
    {
      text: "Welche Blutdruckkategorie führt die ESC-Leitlinie 2024 für Praxiswerte von 120–139/70–89 mmHg ein?",
      options: [
        "Erhöhter Blutdruck",
        "Hypertonie Grad 1",
        "Optimaler Blutdruck",
        "Prähypertonie Grad 2",
        "Maskierte Hypertonie",
      ],
    },
    {
      text: "Welcher systolische Zielbereich wird in der ESC-Leitlinie 2024 für die meisten behandelten Erwachsenen empfohlen, sofern er gut vertragen wird?",
      options: ["120–129 mmHg", "100–109 mmHg", "140–149 mmHg", "150–159 mmHg", "160–169 mmHg"],
    },
    {
      text: "Welchen Zielblutdruck nennt die NVL Hypertonie 2023 als Orientierung für die meisten Menschen mit Hypertonie?",
      options: [
        "< 140/90 mmHg, im gemeinsamen Entscheidungsprozess individuell angepasst",
        "< 110/70 mmHg, unabhängig von Alter, Begleiterkrankungen und Verträglichkeit",
        "< 160/100 mmHg, da strengere Ziele keinen Nutzen für die Betroffenen zeigen",
        "< 150/95 mmHg, wobei nur der diastolische Wert für die Therapie maßgeblich ist",
        "< 120/70 mmHg als verbindlicher Zielwert auch im hohen Alter",
      ],
    },
    {
      text: "Welche Untersuchung gehört nach NVL Hypertonie zur Basisdiagnostik hypertensiver Endorganschäden bei bestätigter Hypertonie?",
      options: [
        "Ruhe-EKG mit zwölf Ableitungen",
        "Invasive Koronarangiographie",
        "Kardiale Magnetresonanztomographie",
        "Nierenfunktionsszintigraphie",
        "Computertomographie des Schädels",
      ],
    },
    {
      text: "Welche Laboruntersuchung dient dem Nachweis einer hypertensiven Nierenschädigung im Frühstadium?",
      options: [
        "Albumin-Kreatinin-Quotient im Urin",
        "Natriumausscheidung im 24-Stunden-Sammelurin",
        "Urin-pH-Wert im zweiten Morgenurin",
        "Osmolalität des Morgenurins",
        "Calcium im 24-Stunden-Sammelurin",
      ],
    },
    {
      text: "Welcher Test dient dem Screening auf einen primären Hyperaldosteronismus?",
      options: [
        "Aldosteron-Renin-Quotient im Plasma",
        "Freie Metanephrine im Plasma",
        "Dexamethason-Kurztest über Nacht",
        "Katecholamine im 24-Stunden-Urin",
        "Mitternächtliches Kortisol im Speichel",
      ],
    },
    {
      text: "Welche Aussage zum primären Hyperaldosteronismus trifft zu?",
      options: [
        "Er ist die häufigste endokrine Hypertonieursache; die Mehrzahl ist normokaliämisch.",
        "Für die Diagnose ist eine ausgeprägte Hypokaliämie unter 3,0 mmol/l erforderlich.",
        "Er ist eine Rarität und betrifft weniger als einen von 10 000 Menschen mit Hypertonie.",
        "Er wird typischerweise durch eine beidseitige atherosklerotische Nierenarterienstenose verursacht.",
        "Er geht charakteristischerweise mit einer deutlich erhöhten Reninaktivität im Plasma einher.",
      ],
    },
    {
      text: "Welcher Befund spricht für eine Aortenisthmusstenose als Ursache einer Hypertonie?",
      options: [
        "Blutdruckdifferenz zwischen Armen und Beinen mit abgeschwächten Femoralispulsen",
        "Anfallsartige Kopfschmerzen, Schweißausbrüche und Herzrasen",
        "Spontane Hypokaliämie bei einer bislang unbehandelten Hypertonie",
        "Stammbetonte Adipositas mit Vollmondgesicht und breiten rötlichen Striae",
        "Lautes Schnarchen mit beobachteten Atempausen und ausgeprägter Tagesmüdigkeit",
      ],
    },
    {
      text: "Bei einer 28-jährigen Frau wird eine schwer einstellbare Hypertonie mit Nierenarterienstenose festgestellt. Welche Ursache der Stenose ist in dieser Gruppe typisch?",
      options: [
        "Fibromuskuläre Dysplasie",
        "Atherosklerotische Plaque",
        "Cholesterinembolie",
        "Aortendissektion Typ B",
        "Nierenzellkarzinom",
      ],
    },
    {
      text: "Wann spricht man von einer therapieresistenten Hypertonie?",
      options: [
        "Werte über Ziel trotz drei Wirkstoffklassen inkl. Diuretikum, Pseudoresistenz ausgeschlossen",
        "Wenn der Blutdruck unter Monotherapie nach vier Wochen noch nicht im Zielbereich liegt",
        "Wenn der Praxisblutdruck erhöht ist, die Langzeitmessung aber normale Mittelwerte zeigt",
        "Wenn der Patient die verordneten Medikamente wegen Nebenwirkungen nicht regelmäßig einnimmt",
        "Bei einem systolischen Blutdruck über 180 mmHg unter zwei Antihypertensiva",
      ],
    },
    {
      text: "Welches Medikament ist bei bestätigter therapieresistenter Hypertonie unter RAS-Hemmer, Kalziumkanalblocker und Thiaziddiuretikum als vierter Wirkstoff bevorzugt?",
      options: ["Spironolacton", "Aliskiren", "Minoxidil", "Clonidin", "Ein zusätzliches Sartan"],
    },
    {
      text: "Welches Medikament kann den Blutdruck erhöhen und sollte bei schwer einstellbarer Hypertonie gezielt erfragt werden?",
      options: ["Ibuprofen", "Pantoprazol", "Allopurinol", "Metformin", "Simvastatin"],
    },
    {
      text: "Welche Wirkstoffklassen nennt die NVL Hypertonie 2023 als Mittel der ersten Wahl?",
      options: [
        "ACE-Hemmer, Sartane, Kalziumkanalblocker, Thiazide bzw. thiazidartige Diuretika",
        "Alpha-1-Blocker, Moxonidin, Minoxidil und Schleifendiuretika als Basistherapie",
        "Betablocker, Aliskiren, Clonidin und Spironolacton in freier Kombination",
        "Nitrate, Urapidil, Dihydralazin und Kalziumkanalblocker",
        "Sartane, Aliskiren, Alpha-1-Blocker und Alpha-Methyldopa",
      ],
    },
    {
      text: "Welche Initialtherapie empfehlen ESH 2023 und ESC 2024 für die meisten Patienten mit bestätigter Hypertonie (≥ 140/90 mmHg)?",
      options: [
        "Zweifachkombination aus RAS-Hemmer und Kalziumkanalblocker oder Diuretikum",
        "Monotherapie mit einem Betablocker, bei Bedarf schrittweise Dosisverdopplung",
        "Dreifachkombination aus ACE-Hemmer, Sartan und Aliskiren in niedriger Dosis",
        "Zunächst zwölf Monate Lebensstiländerung, erst danach eine Medikation",
        "Schleifendiuretikum in Kombination mit einem Alpha-1-Blocker als Standard",
      ],
    },
    {
      text: "Welche Kombination ist in der Hypertonietherapie NICHT empfohlen?",
      options: [
        "Ramipril mit Candesartan",
        "Ramipril mit Amlodipin",
        "Candesartan mit Hydrochlorothiazid",
        "Amlodipin mit Chlortalidon",
        "Ramipril mit Indapamid",
      ],
    },
    {
      text: "Ein Patient entwickelt unter Ramipril einen trockenen Reizhusten. Welches Vorgehen ist sinnvoll?",
      options: [
        "Umstellung auf ein Sartan wie Candesartan",
        "Fortführung und zusätzliche Gabe von Codein",
        "Umstellung auf einen anderen ACE-Hemmer",
        "Steigerung der Ramipril-Dosis auf das Doppelte",
        "Zusätzliche Gabe von Candesartan zu Ramipril",
      ],
    },
    {
      text: "Welche Nebenwirkung eines ACE-Hemmers ist potenziell lebensbedrohlich und erfordert das dauerhafte Absetzen der Wirkstoffklasse?",
      options: [
        "Angioödem",
        "Trockener Reizhusten",
        "Geschmacksstörung",
        "Leichte Hypotonie",
        "Kopfschmerzen",
      ],
    },
    {
      text: "Nach Beginn eines ACE-Hemmers steigt das Serumkreatinin eines Patienten um 20 % an. Wie ist vorzugehen?",
      options: [
        "Fortführung mit Kontrolle, da ein Anstieg bis 30 % als tolerabel gilt",
        "Absetzen, da der Kreatininanstieg ein akutes Nierenversagen anzeigt",
        "Umstellung auf Aliskiren, da es die Nierenfunktion nicht beeinflusst",
        "Verdopplung der Dosis, um die Niere durch stärkere Senkung zu schützen",
        "Zusätzliche Gabe eines NSAR, um die Nierendurchblutung zu verbessern",
      ],
    },
    {
      text: "Welches Antihypertensivum gilt in Deutschland in der Schwangerschaft als Mittel der ersten Wahl?",
      options: ["Methyldopa", "Ramipril", "Candesartan", "Spironolacton", "Aliskiren"],
    },
    {
      text: "Welches Risiko ist bei einer Langzeittherapie mit Hydrochlorothiazid zu beachten und mit den Patienten zu besprechen?",
      options: [
        "Erhöhtes Risiko für hellen (nicht-melanozytären) Hautkrebs",
        "Erhöhtes Risiko für eine medikamentös bedingte Hyperkaliämie",
        "Erhöhtes Risiko für schwere Hypoglykämien ohne Diabetes",
        "Erhöhtes Risiko für einen bradykininvermittelten Reizhusten",
        "Erhöhtes Risiko für eine ausgeprägte Gingivahyperplasie",
      ],
    },
    {
      text: "Welche Elektrolytveränderung ist unter Thiaziddiuretika typisch?",
      options: [
        "Hyponatriämie und Hypokaliämie",
        "Hypernatriämie und Hyperkaliämie",
        "Hypokalzämie und Hypermagnesiämie",
        "Hyperkaliämie mit metabolischer Azidose",
        "Hypernatriämie mit Hypophosphatämie",
      ],
    },
    {
      text: "Welche Nebenwirkung ist für Amlodipin typisch?",
      options: [
        "Dosisabhängige Knöchelödeme",
        "Bradykininvermittelter Reizhusten",
        "Hyperkaliämie",
        "Bradykardie mit höhergradigem AV-Block",
        "Gichtanfälle",
      ],
    },
    {
      text: "Was kennzeichnet einen hypertensiven Notfall im Unterschied zu einer schweren Hypertonie ohne Notfallcharakter?",
      options: [
        "Akute hypertensiv bedingte Organschädigung, etwa Lungenödem oder Aortendissektion",
        "Ein Blutdruckwert über 220/120 mmHg, auch ohne Symptome oder Organbefunde",
        "Das Auftreten von Kopfschmerzen bei einem Blutdruck über 160/100 mmHg in der Praxis",
        "Ein Anstieg des Blutdrucks um mehr als 20 mmHg gegenüber dem Vorbefund",
        "Das Fehlen einer antihypertensiven Vormedikation bei erstmals erhöhten Werten",
      ],
    },
    {
      text: "Ein Patient hat in der Praxis einen Blutdruck von 190/110 mmHg ohne Symptome und ohne Hinweis auf akute Organschäden. Welches Vorgehen ist angemessen?",
      options: [
        "Einleitung oder Intensivierung der oralen Therapie und zeitnahe Kontrolle",
        "Sublinguale Gabe von nicht retardiertem Nifedipin zur raschen Senkung",
        "Intravenöse Senkung auf unter 120/80 mmHg innerhalb einer Stunde",
        "Sofortige Einweisung auf eine Intensivstation zur invasiven Messung",
        "Keine Maßnahme und keine Kontrolle, da der Patient beschwerdefrei ist",
      ],
    },
    {
      text: "Welche tägliche Kochsalzzufuhr empfehlen ESH 2023 und ESC 2024 Menschen mit Hypertonie?",
      options: [
        "Weniger als 5 g Kochsalz pro Tag",
        "Weniger als 15 g Kochsalz pro Tag",
        "Weniger als 12 g Kochsalz pro Tag",
        "Weniger als 10 g Kochsalz pro Tag",
        "Vollständig kochsalzfreie Ernährung",
      ],
    },
    {
      text: "Welche Aussage zur antihypertensiven Therapie bei über 80-Jährigen trifft zu?",
      options: [
        "Sie senkt auch im hohen Alter Ereignisse; die Ziele richten sich nach der Gebrechlichkeit.",
        "Ab 80 Jahren ist eine bestehende antihypertensive Therapie wegen fehlenden Nutzens zu beenden.",
        "Im hohen Alter ist ein Zielblutdruck unter 110/60 mmHg anzustreben.",
        "Orthostatische Blutdruckmessungen sind bei älteren Menschen entbehrlich.",
        "Über 80-Jährige sollten initial eine Vierfachkombination in hoher Dosis erhalten.",
      ],
    },
    {
      text: "Wann kommen Betablocker nach NVL Hypertonie 2023 bevorzugt zum Einsatz?",
      options: [
        "Bei zusätzlicher Indikation wie Herzinsuffizienz, KHK oder Frequenzkontrolle",
        "Als alleinige Erstlinientherapie bei jüngeren Patienten ohne Begleiterkrankungen",
        "Vorrangig bei Asthma bronchiale, da sie die Bronchien zusätzlich erweitern",
        "Bei Hypertonie in Kombination mit Verapamil als bevorzugte Zweifachtherapie",
        "Vor allem im hypertensiven Notfall als intravenöse Dauertherapie",
      ],
    },
    {
      text: "Welche Wirkstoffklasse ist bei Hypertonie mit Albuminurie bevorzugt einzusetzen?",
      options: [
        "ACE-Hemmer oder Sartan",
        "Alpha-1-Blocker",
        "Schleifendiuretikum",
        "Zentral wirksame Alpha-2-Agonisten",
        "Betablocker",
      ],
    },
    {
      text: "In welchen Abständen sollen nach NVL Hypertonie Kontrollen erfolgen, solange der vereinbarte Zielblutdruck nach Therapiebeginn oder -anpassung nicht erreicht ist?",
      options: [
        "Alle 4 bis 6 Wochen",
        "Alle 2 bis 3 Tage",
        "Alle 6 bis 12 Monate",
        "Nur bei Beschwerden",
        "Einmal jährlich",
      ],
    },
  ],
};
