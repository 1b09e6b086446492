import type { TopicBank } from "./types.ts";

export const CHRONISCHE_NIERENKRANKHEIT: TopicBank = {
  topic: "Chronische Nierenkrankheit",
  field: "nephrologie",
  sources: [
    {
      text: "S3-Leitlinie Versorgung von Patient*innen mit chronischer, nicht-nierenersatztherapiepflichtiger Nierenkrankheit in der Hausarztpraxis (DEGAM, AWMF-Register-Nr. 053-048, 2024)",
      url: "https://register.awmf.org/de/leitlinien/detail/053-048",
    },
    {
      text: "KDIGO 2024 Clinical Practice Guideline for the Evaluation and Management of Chronic Kidney Disease (KDIGO, Kidney International 2024)",
      url: "https://kdigo.org/guidelines/ckd-evaluation-and-management/",
    },
    {
      text: "KDIGO 2022 Clinical Practice Guideline for Diabetes Management in Chronic Kidney Disease (KDIGO, Kidney International 2022)",
      url: "https://kdigo.org/guidelines/diabetes-ckd/",
    },
  ],
  questions: [
    {
      text: "Welche Aussage zur Definition der chronischen Nierenkrankheit (CKD) nach KDIGO trifft zu?",
      options: [
        "Auffälligkeiten der Nierenstruktur oder -funktion bestehen länger als drei Monate.",
        "Eine eGFR unter 90 ml/min/1,73 m² genügt auch ohne weitere Befunde für die Diagnose.",
        "Die Veränderungen müssen über mindestens zwölf Monate nachweisbar sein.",
        "Ohne erhöhtes Serumkreatinin kann keine chronische Nierenkrankheit vorliegen.",
        "Die Diagnose setzt eine Nierenbiopsie mit histologischer Sicherung voraus.",
      ],
    },
    {
      text: "Welche Angaben umfasst die Klassifikation der chronischen Nierenkrankheit nach KDIGO?",
      options: [
        "Ursache, GFR-Kategorie und Albuminurie-Kategorie",
        "Serumkreatinin, Harnstoff und Harnsäure",
        "Blutdruck, Hämoglobin und Serumkalium",
        "Nierengröße, Gesamteiweiß im Urin und Lebensalter",
        "Krankheitsdauer, Symptome und tägliches Urinvolumen",
      ],
    },
    {
      text: "Welcher GFR-Kategorie nach KDIGO entspricht eine dauerhaft bestehende eGFR von 38 ml/min/1,73 m²?",
      options: ["G3b", "G2", "G3a", "G4", "G5"],
    },
    {
      text: "Welcher Albuminurie-Kategorie nach KDIGO entspricht ein Albumin-Kreatinin-Quotient im Urin von 120 mg/g?",
      options: [
        "A2 (mäßig erhöht)",
        "A1 (normal bis leicht erhöht)",
        "A3 (stark erhöht)",
        "A4 (nephrotisch erhöht)",
        "A0 (nicht nachweisbar)",
      ],
    },
    {
      text: "Welche Untersuchung ist zur Erfassung einer Albuminurie bei Erwachsenen bevorzugt?",
      options: [
        "Albumin-Kreatinin-Quotient, bevorzugt im ersten Morgenurin",
        "Urinteststreifen auf Gesamteiweiß im Spontanurin",
        "24-Stunden-Sammelurin als Routineuntersuchung bei allen Patienten",
        "Bestimmung des Albumins im Serum",
        "Mikroskopische Untersuchung des Urinsediments",
      ],
    },
    {
      text: "Bei einem Patienten ohne bekannte Nierenerkrankung fällt erstmals ein erhöhter Albumin-Kreatinin-Quotient im Urin auf. Wie ist weiter vorzugehen?",
      options: [
        "Bestätigung durch Wiederholungsmessung (Infekt, Fieber, Sport als Störfaktoren)",
        "Sofortige Nierenbiopsie ohne erneute Messung",
        "Kein weiterer Test erforderlich, da bereits ein einzelner erhöhter Wert die Diagnose beweist",
        "Verlaufskontrollen nur noch mit Urinteststreifen auf Eiweiß",
        "Bestimmung des Serumkreatinins direkt nach körperlicher Belastung",
      ],
    },
    {
      text: "In welcher Situation ist nach KDIGO 2024 die zusätzliche Bestimmung von Cystatin C zur GFR-Schätzung besonders sinnvoll?",
      options: [
        "Bei sehr geringer Muskelmasse, z. B. nach Amputation oder bei Kachexie",
        "Bei jeder Routinekontrolle anstelle des Urinstatus",
        "Ausschließlich bei Kindern unter sechs Jahren",
        "Bei Verdacht auf einen unkomplizierten Harnwegsinfekt",
        "Zur Bestätigung einer normalen eGFR bei fehlender Albuminurie und fehlenden Risikofaktoren",
      ],
    },
    {
      text: "Welches Medikament erhöht das Serumkreatinin durch Hemmung der tubulären Kreatininsekretion, ohne die GFR relevant zu senken?",
      options: ["Trimethoprim", "Furosemid", "Amlodipin", "Paracetamol", "Hydrochlorothiazid"],
    },
    {
      text: "Welche Erkrankungen sind in Deutschland die häufigsten Ursachen einer chronischen Nierenkrankheit?",
      options: [
        "Diabetes mellitus und arterielle Hypertonie",
        "Zystennieren und Alport-Syndrom",
        "IgA-Nephropathie und Lupusnephritis",
        "Nephrolithiasis und Harnwegsinfekte",
        "Analgetikanephropathie und Amyloidose",
      ],
    },
    {
      text: "Welche Aussage zur Epidemiologie der chronischen Nierenkrankheit in Deutschland trifft zu?",
      options: [
        "Etwa jeder zehnte Erwachsene ist betroffen, oft ohne Kenntnis der Diagnose.",
        "Sie betrifft weniger als einen von tausend Erwachsenen.",
        "Ihre Prävalenz nimmt mit steigendem Lebensalter deutlich ab.",
        "Die meisten Betroffenen sind bereits bei Diagnosestellung dialysepflichtig.",
        "Sie tritt fast ausschließlich bei Kindern und Jugendlichen mit angeborenen Fehlbildungen auf.",
      ],
    },
    {
      text: "Welche Parameter gehen in die Kidney Failure Risk Equation (KFRE) mit vier Variablen ein?",
      options: [
        "Alter, Geschlecht, eGFR und Albumin-Kreatinin-Quotient im Urin",
        "Blutdruck, HbA1c, LDL-Cholesterin und Raucherstatus",
        "Serumkreatinin, Harnstoff, Kalium und Phosphat",
        "Körpergewicht, Nierengröße, Hämoglobin und Lebensalter",
        "Hämaturie, Leukozyturie, Proteinurie und Blutdruck",
      ],
    },
    {
      text: "Welcher Sonografiebefund spricht am ehesten für eine chronische und nicht für eine akute Nierenschädigung?",
      options: [
        "Beidseits verkleinerte Nieren mit verschmälertem Parenchymsaum",
        "Beidseits normal große Nieren mit gut abgrenzbarem Parenchym",
        "Einseitig erweitertes Nierenbeckenkelchsystem bei Harnleiterstein",
        "Vergrößerte, ödematös geschwollene Nieren mit verbreitertem Parenchym",
        "Freie Flüssigkeit im Douglas-Raum",
      ],
    },
    {
      text: "Welcher Urinbefund weist auf eine glomeruläre Ursache einer Hämaturie hin?",
      options: [
        "Dysmorphe Erythrozyten, insbesondere Akanthozyten",
        "Isomorphe Erythrozyten ohne Proteinurie",
        "Leukozytenzylinder mit ausgeprägter Bakteriurie",
        "Reichlich Kalziumoxalatkristalle im Sediment",
        "Zahlreiche Plattenepithelien im Mittelstrahlurin",
      ],
    },
    {
      text: "Bei welchem Befund ist eine nephrologische Mitbetreuung angezeigt?",
      options: [
        "Dauerhaft eGFR unter 30 ml/min/1,73 m²",
        "eGFR 75 ml/min/1,73 m² ohne Albuminurie bei einem 80-Jährigen",
        "Einmalig erhöhtes Kreatinin während einer akuten Gastroenteritis",
        "Albumin-Kreatinin-Quotient von 20 mg/g bei Typ-2-Diabetes",
        "Einfache Nierenzyste (Bosniak I) bei normaler Nierenfunktion",
      ],
    },
    {
      text: "Welche Aussage zur Hemmung des Renin-Angiotensin-Systems bei chronischer Nierenkrankheit trifft nach KDIGO 2024 zu?",
      options: [
        "Bei A3-Albuminurie wird ein ACE-Hemmer oder Sartan auch ohne Diabetes empfohlen.",
        "ACE-Hemmer und Sartane sollen zur stärkeren Senkung der Albuminurie kombiniert werden.",
        "Bei einer eGFR unter 30 ml/min/1,73 m² sind RAS-Hemmer grundsätzlich abzusetzen.",
        "RAS-Hemmer werden in der niedrigsten verfügbaren Dosis eingesetzt und nicht gesteigert.",
        "Die Therapie ist Menschen ohne jede Albuminurie und ohne Hypertonie vorbehalten.",
      ],
    },
    {
      text: "Nach Beginn eines ACE-Hemmers steigt das Serumkreatinin innerhalb von vier Wochen um 15 % an; Kalium ist normal. Welches Vorgehen ist angemessen?",
      options: [
        "Fortführen der Therapie mit Kontrolle von Kreatinin und Kalium",
        "Sofortiges und dauerhaftes Absetzen des ACE-Hemmers",
        "Zusätzliche Gabe eines Sartans zur Nephroprotektion",
        "Nierenbiopsie zur Klärung des Kreatininanstiegs",
        "Zusätzliche Gabe eines Schleifendiuretikums in hoher Dosis",
      ],
    },
    {
      text: "Welche Aussage zu SGLT2-Hemmern bei chronischer Nierenkrankheit trifft nach KDIGO 2024 zu?",
      options: [
        "Sie werden auch ohne Diabetes empfohlen, z. B. bei eGFR ≥ 20 und UACR ≥ 200 mg/g.",
        "Sie sind nur bei Typ-2-Diabetes mit einem HbA1c über 7 % indiziert.",
        "Sie müssen bei einer eGFR unter 45 ml/min/1,73 m² wegen fehlender Wirkung abgesetzt werden.",
        "Sie sind wegen des Hyperkaliämierisikos bei CKD kontraindiziert.",
        "Ihr renaler Nutzen beruht im Wesentlichen auf der Blutzuckersenkung.",
      ],
    },
    {
      text: "Nach Beginn eines SGLT2-Hemmers fällt die eGFR in den ersten Wochen um etwa 10 % ab. Was trifft zu?",
      options: [
        "Der initiale Abfall ist hämodynamisch bedingt und kein Grund zum Absetzen.",
        "Der Abfall zeigt eine toxische Schädigung des proximalen Tubulus an.",
        "Die Therapie muss wegen drohenden Nierenversagens dauerhaft beendet werden.",
        "Es liegt typischerweise eine allergische interstitielle Nephritis vor.",
        "Die Dosis des SGLT2-Hemmers ist zu verdoppeln.",
      ],
    },
    {
      text: "Auf welchem Mechanismus beruht die nephroprotektive Wirkung der SGLT2-Hemmer wesentlich?",
      options: [
        "Senkung des intraglomerulären Drucks über das tubuloglomeruläre Feedback",
        "Dilatation der afferenten Arteriole mit Steigerung der Hyperfiltration",
        "Hemmung der Aldosteronsynthese in der Nebennierenrinde",
        "Blockade des Angiotensin-II-Typ-1-Rezeptors an der efferenten Arteriole des Glomerulus",
        "Hemmung der Natrium-Kalium-ATPase im Sammelrohr",
      ],
    },
    {
      text: "Welche Voraussetzungen nennt KDIGO für den Einsatz von Finerenon bei chronischer Nierenkrankheit?",
      options: [
        "Typ-2-Diabetes, Albuminurie trotz maximal tolerierter RAS-Hemmung, normales Kalium",
        "Typ-1-Diabetes mit einer eGFR unter 15 ml/min/1,73 m² und Dialysepflicht",
        "Hyperkaliämie als Hinweis auf einen primären Hyperaldosteronismus",
        "Chronische Nierenkrankheit ohne Albuminurie als Ersatz für einen RAS-Hemmer",
        "Hämodialysepflicht bei gleichzeitiger Herzinsuffizienz mit erhaltener Ejektionsfraktion",
      ],
    },
    {
      text: "Zu welcher Substanzklasse gehört Finerenon?",
      options: [
        "Nichtsteroidaler Mineralokortikoidrezeptor-Antagonist",
        "Kaliumsparendes Diuretikum mit Hemmung des epithelialen Natriumkanals",
        "Direkter Renininhibitor",
        "Angiotensin-Rezeptor-Neprilysin-Inhibitor",
        "Endothelin-Rezeptor-Antagonist",
      ],
    },
    {
      text: "Unter einem ACE-Hemmer in maximal tolerierter Dosis entwickelt ein Patient mit albuminurischer CKD eine mäßige Hyperkaliämie. Welches Vorgehen entspricht KDIGO 2024?",
      options: [
        "Kaliumsenkende Maßnahmen, um die RAS-Hemmung möglichst fortzuführen",
        "Dauerhaftes Absetzen des ACE-Hemmers bei jedem Kalium über 5,0 mmol/l",
        "Steigerung kaliumreicher Kost zur Stabilisierung des Kaliumhaushalts",
        "Zusätzliche Gabe von Spironolacton zur Senkung des Serumkaliums",
        "Einsatz von Trimethoprim zur Steigerung der renalen Kaliumausscheidung",
      ],
    },
    {
      text: "Welche Eiweißzufuhr empfiehlt KDIGO 2024 Erwachsenen mit CKD G3 bis G5 ohne Dialyse?",
      options: [
        "0,8 g/kg Körpergewicht pro Tag",
        "1,5 g/kg Körpergewicht pro Tag",
        "2,0 g/kg Körpergewicht pro Tag",
        "2,5 g/kg Körpergewicht pro Tag",
        "3,0 g/kg Körpergewicht pro Tag",
      ],
    },
    {
      text: "Welche Natriumzufuhr empfiehlt KDIGO 2024 bei chronischer Nierenkrankheit?",
      options: [
        "Unter 2 g Natrium pro Tag (unter 5 g Kochsalz)",
        "Unter 6 g Natrium pro Tag (unter 15 g Kochsalz)",
        "Mindestens 10 g Kochsalz pro Tag zur Volumenstabilisierung",
        "Vollständiger Verzicht auf jegliches Natrium in der Nahrung",
        "Keine Begrenzung, da Kochsalz Blutdruck und Albuminurie bei CKD nicht beeinflusst",
      ],
    },
    {
      text: "Welche Empfehlung gilt bei chronischer Nierenkrankheit und asymptomatischer Hyperurikämie?",
      options: [
        "Keine harnsäuresenkende Therapie allein zur Progressionshemmung",
        "Allopurinol ab einer Harnsäure über 6 mg/dl zur Nephroprotektion",
        "Febuxostat bei allen Patienten ab CKD G3 zur Progressionshemmung",
        "Kombination aus Allopurinol und Benzbromaron bei jeder Albuminurie",
        "Dauertherapie mit Rasburicase zur Senkung der Harnsäure",
      ],
    },
    {
      text: "Welche Aussage zur metabolischen Azidose bei chronischer Nierenkrankheit trifft zu?",
      options: [
        "Bei deutlich erniedrigtem Bikarbonat ist eine Alkalitherapie zu erwägen.",
        "Sie tritt bereits im Stadium G1 regelhaft auf und bedarf keiner Kontrolle.",
        "Sie wird standardmäßig mit Ammoniumchlorid behandelt.",
        "Sie wirkt dem Abbau von Muskelmasse und Knochensubstanz entgegen.",
        "Sie entsteht vor allem durch eine übermäßige Bikarbonatzufuhr mit der Nahrung.",
      ],
    },
    {
      text: "Welche Veränderung tritt im Rahmen der CKD-assoziierten Mineral- und Knochenstörung (CKD-MBD) früh auf?",
      options: [
        "Anstieg von FGF23 mit Abnahme des Calcitriols",
        "Abfall des Parathormons mit Hyperkalzämie",
        "Anstieg des Calcitriols mit Hypophosphatämie",
        "Abfall von FGF23 mit ausgeprägter Hyperphosphatämie",
        "Gesteigerte renale 1-alpha-Hydroxylierung von Vitamin D",
      ],
    },
    {
      text: "Welche Empfehlung zur Arzneimitteltherapie bei chronischer Nierenkrankheit trifft zu?",
      options: [
        "Dosierungen an die eGFR anpassen und NSAR möglichst meiden",
        "NSAR sind bei chronischer Nierenkrankheit die Analgetika der ersten Wahl",
        "Dosisanpassungen richten sich allein nach dem Körpergewicht des Patienten",
        "Metformin ist bis zum Beginn der Dialyse ohne Dosisanpassung möglich",
        "Jodhaltige Kontrastmittel sind bei jeder CKD grundsätzlich verboten",
      ],
    },
    {
      text: "Welche Empfehlung gilt für Menschen mit CKD bei einer akuten Erkrankung mit Erbrechen, Durchfall und Exsikkose?",
      options: [
        "RAS-Hemmer, Diuretika, SGLT2-Hemmer und Metformin vorübergehend pausieren",
        "Alle Dauermedikamente unverändert weiter einnehmen",
        "Die Trinkmenge zur Schonung der Nieren bewusst auf unter einen Liter reduzieren",
        "Zusätzlich ein NSAR gegen Fieber und Bauchschmerzen einnehmen",
        "Die Diuretikadosis zur Ausschwemmung von Toxinen erhöhen",
      ],
    },
    {
      text: "Welche Aussage zu gadoliniumhaltigen MRT-Kontrastmitteln bei einer eGFR unter 30 ml/min/1,73 m² trifft zu?",
      options: [
        "Bei Indikation sind Präparate mit geringem Risiko einer nephrogenen systemischen Fibrose zu wählen.",
        "Sie sind bei einer eGFR unter 30 ml/min/1,73 m² absolut kontraindiziert.",
        "Lineare Substanzen sind wegen ihrer höheren Komplexstabilität bei eingeschränkter Nierenfunktion zu bevorzugen.",
        "Nach jeder Gabe ist eine prophylaktische Hämodialyse erforderlich.",
        "Sie verursachen in üblicher Dosis typischerweise ein akutes Nierenversagen.",
      ],
    },
    {
      text: "Welche Aussage zur Statintherapie bei chronischer Nierenkrankheit trifft nach KDIGO zu?",
      options: [
        "Nicht dialysepflichtigen Erwachsenen ab 50 Jahren mit eGFR unter 60 wird ein Statin empfohlen.",
        "Statine sind bei einer eGFR unter 60 ml/min/1,73 m² kontraindiziert.",
        "Bei allen Dialysepatienten soll unabhängig vom kardiovaskulären Risiko neu ein Statin begonnen werden.",
        "Statine werden nur bei einem LDL-Cholesterin über 190 mg/dl eingesetzt.",
        "Die Statindosis richtet sich ausschließlich nach dem Serumkreatinin, nicht nach der Substanz.",
      ],
    },
    {
      text: "Wonach richtet sich der Beginn einer Dialysetherapie bei fortgeschrittener chronischer Nierenkrankheit?",
      options: [
        "Nach urämischen Symptomen und Komplikationen, nicht allein nach der eGFR",
        "Ausschließlich nach dem Erreichen einer eGFR von 15 ml/min/1,73 m² bei Erwachsenen",
        "Nach der Höhe des Serumharnstoffs bei Erstdiagnose",
        "Nach dem Ausmaß der Albuminurie im ersten Morgenurin",
        "Nach der Nierengröße in der Sonografie",
      ],
    },
    {
      text: "Welche Maßnahme ist bei absehbarer Hämodialysepflicht zur Vorbereitung eines Gefäßzugangs empfohlen?",
      options: [
        "Schonung der Unterarmvenen, vor allem am nicht dominanten Arm",
        "Regelmäßige Blutentnahmen bevorzugt aus den Unterarmvenen",
        "Frühzeitige Anlage eines getunnelten zentralen Venenkatheters",
        "Implantation eines Portsystems als dauerhafter Dialysezugang",
        "Peripher eingeführter zentraler Venenkatheter (PICC) am nicht dominanten Arm",
      ],
    },
    {
      text: "Welche Aussage zur Aufklärung über Nierenersatzverfahren trifft zu?",
      options: [
        "Hämodialyse, Peritonealdialyse, präemptive Transplantation und konservative Therapie sind zu besprechen.",
        "Die Peritonealdialyse ist für Berufstätige grundsätzlich ungeeignet.",
        "Eine Nierentransplantation ist erst nach mehrjähriger Dialyse möglich.",
        "Über eine konservative Therapie wird nicht informiert, um Ängste zu vermeiden.",
        "Das Verfahren wird vom Dialysezentrum ohne Beteiligung der Betroffenen festgelegt.",
      ],
    },
    {
      text: "Eine 28-jährige Frau mit chronischer Nierenkrankheit und Albuminurie nimmt Ramipril ein und wünscht sich ein Kind. Welche Beratung ist angezeigt?",
      options: [
        "Ramipril spätestens bei Schwangerschaftsnachweis absetzen, nephrologisch begleiten",
        "Ramipril während der gesamten Schwangerschaft zur Nephroprotektion unverändert fortführen",
        "Ramipril durch einen Angiotensin-Rezeptorblocker ersetzen",
        "Wegen der CKD grundsätzlich von jeder Schwangerschaft abraten",
        "Keine besonderen Maßnahmen, da eine CKD die Schwangerschaft nicht beeinflusst",
      ],
    },
    {
      text: "Welche Impfung ist bei fortgeschrittener chronischer Nierenkrankheit im Hinblick auf eine mögliche Dialyse besonders empfohlen?",
      options: [
        "Hepatitis-B-Impfung mit Kontrolle des Anti-HBs-Titers",
        "Gelbfieberimpfung vor Beginn der Dialyse",
        "BCG-Impfung gegen Tuberkulose",
        "Tollwutimpfung als Präexpositionsprophylaxe",
        "Orale Choleraimpfung vor jeder Dialyse",
      ],
    },
  ],
};
