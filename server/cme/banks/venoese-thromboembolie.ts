import type { TopicBank } from "./types.ts";

export const VENOESE_THROMBOEMBOLIE: TopicBank = {
  topic: "Venöse Thromboembolie",
  field: "haemostaseologie",
  sources: [
    {
      text: "S2k-Leitlinie Diagnostik und Therapie der Venenthrombose und der Lungenembolie (DGA, AWMF-Register 065-002, 2023)",
      url: "https://register.awmf.org/de/leitlinien/detail/065-002",
    },
    {
      text: "ESC Guidelines for the diagnosis and management of acute pulmonary embolism (ESC, ERS 2019)",
      url: "https://doi.org/10.1093/eurheartj/ehz405",
    },
  ],
  questions: [
    {
      text: "Welche Faktoren fasst die Virchow-Trias zusammen?",
      options: [
        "Gefäßwandschaden, verlangsamter Blutfluss und gesteigerte Gerinnbarkeit",
        "Arterielle Hypertonie, Hyperlipidämie und ein Diabetes mellitus Typ 2",
        "Fieber, Leukozytose und erhöhtes C-reaktives Protein als Entzündungszeichen",
        "Thrombozytopenie, Anämie und Leukopenie im Blutbild",
        "Tachykardie, arterielle Hypotonie und Hypoxämie in Ruhe",
      ],
    },
    {
      text: "Bei einem ambulanten Patienten mit Verdacht auf Lungenembolie ergibt der Wells-Score eine geringe klinische Wahrscheinlichkeit. Welcher nächste Schritt ist empfohlen?",
      options: [
        "Bestimmung der D-Dimere",
        "Sofortige CT-Pulmonalisangiographie",
        "Systemische Thrombolyse",
        "Phlebographie beider Beine",
        "Pulmonalisangiographie per Herzkatheter",
      ],
    },
    {
      text: "Welche Aussage zur D-Dimer-Bestimmung bei hoher klinischer Wahrscheinlichkeit für eine Lungenembolie trifft zu?",
      options: [
        "Sie ist nicht sinnvoll, da ein normaler Wert die Embolie dann nicht sicher ausschließt.",
        "Sie ist obligat, bevor eine Bildgebung der Lungenstrombahn veranlasst werden darf.",
        "Ein erhöhter Wert beweist in dieser Situation die Lungenembolie ohne weitere Bildgebung.",
        "Ein normaler Wert macht in dieser Situation eine weitere Bildgebung überflüssig.",
        "Sie ersetzt in dieser Situation die Beurteilung der rechtsventrikulären Funktion.",
      ],
    },
    {
      text: "Wie wird der altersadjustierte D-Dimer-Grenzwert bei Patienten über 50 Jahren berechnet?",
      options: [
        "Lebensalter × 10 µg/l",
        "Lebensalter × 100 µg/l",
        "Lebensalter ÷ 10 mg/l",
        "Fest 1.000 µg/l ab 50 Jahren",
        "500 µg/l plus 1 µg/l je Lebensjahr",
      ],
    },
    {
      text: "Welche Untersuchung ist bei Verdacht auf eine tiefe Beinvenenthrombose und hoher klinischer Wahrscheinlichkeit die Methode der Wahl?",
      options: [
        "Kompressionssonographie der Beinvenen",
        "Phlebographie als primäre Untersuchung",
        "Magnetresonanzangiographie der Beinarterien",
        "Bestimmung von Protein C und Protein S",
        "Computertomographie des Abdomens mit Kontrastmittel",
      ],
    },
    {
      text: "Welcher Befund kennzeichnet nach ESC 2019 eine Lungenembolie mit hohem Risiko?",
      options: [
        "Hämodynamische Instabilität, z. B. Schock oder anhaltende Hypotonie",
        "Erhöhtes Troponin bei normalem Blutdruck und normaler Herzfrequenz in Ruhe",
        "Rechtsventrikuläre Dilatation in der CT bei stabilem Kreislauf und normalem Laktat",
        "Ein sPESI von 1 Punkt bei normotensiver Kreislaufsituation",
        "Nachweis von Thromben in Segmentarterien beider Lungen",
      ],
    },
    {
      text: "Welche Therapie ist bei einer hämodynamisch instabilen Lungenembolie ohne Kontraindikation empfohlen?",
      options: [
        "Systemische Thrombolyse plus unfraktioniertes Heparin",
        "Orale Antikoagulation mit einem DOAC als alleinige Maßnahme",
        "Implantation eines Vena-cava-Filters als primäre Therapie anstelle der Antikoagulation",
        "Ambulante Behandlung mit niedermolekularem Heparin",
        "Abwarten der Troponin-Kinetik vor jeder Therapieentscheidung",
      ],
    },
    {
      text: "Welches Vorgehen wird bei normotensiver Lungenembolie mit intermediär-hohem Risiko (RV-Dysfunktion und erhöhtes Troponin) empfohlen?",
      options: [
        "Antikoagulation, Monitoring und Reperfusion erst bei Verschlechterung",
        "Primäre systemische Thrombolyse als Standardtherapie",
        "Ambulante Weiterbehandlung direkt aus der Notaufnahme",
        "Verzicht auf Antikoagulation bis zur Kontroll-CT nach 48 Stunden",
        "Routinemäßige Implantation eines Vena-cava-Filters vor der Antikoagulation",
      ],
    },
    {
      text: "Wann soll bei hoher oder mittlerer klinischer Wahrscheinlichkeit für eine Lungenembolie mit der Antikoagulation begonnen werden?",
      options: [
        "Sofort, noch während der laufenden Diagnostik",
        "Erst nach Bestätigung der Diagnose durch zwei unabhängige bildgebende Verfahren",
        "Erst nach Vorliegen einer vollständigen Thrombophilie-Diagnostik",
        "Frühestens 24 Stunden nach gesicherter Diagnosestellung",
        "Erst nach sonographischem Nachweis einer Beinvenenthrombose",
      ],
    },
    {
      text: "Welches Dosierschema von Rivaroxaban ist zur Therapie einer akuten venösen Thromboembolie zugelassen?",
      options: [
        "15 mg zweimal täglich für 21 Tage, danach 20 mg einmal täglich",
        "20 mg einmal täglich ab dem ersten Tag, ohne höher dosierte Initialphase",
        "10 mg zweimal täglich für 7 Tage, danach 5 mg zweimal täglich",
        "2,5 mg zweimal täglich ab dem ersten Behandlungstag",
        "150 mg zweimal täglich nach fünf Tagen parenteraler Therapie",
      ],
    },
    {
      text: "Welche direkten oralen Antikoagulanzien erfordern bei akuter VTE eine mindestens fünftägige parenterale Vorbehandlung?",
      options: [
        "Dabigatran und Edoxaban",
        "Apixaban und Rivaroxaban",
        "Rivaroxaban und Dabigatran",
        "Apixaban und Edoxaban",
        "Rivaroxaban und Edoxaban",
      ],
    },
    {
      text: "Welche Apixaban-Dosis ist zur verlängerten Sekundärprophylaxe nach mindestens sechs Monaten Therapie einer VTE zugelassen?",
      options: [
        "2,5 mg zweimal täglich",
        "5 mg einmal täglich",
        "10 mg zweimal täglich",
        "20 mg einmal täglich",
        "1,25 mg einmal täglich",
      ],
    },
    {
      text: "Wie lange wird eine erste VTE, die durch einen starken vorübergehenden Risikofaktor (z. B. große Operation) ausgelöst wurde, in der Regel antikoaguliert?",
      options: ["3 Monate", "2 Wochen", "6 Wochen", "5 Jahre", "Lebenslang"],
    },
    {
      text: "Welche Aussage zur Therapiedauer nach einer ersten Lungenembolie ohne erkennbaren Auslöser trifft zu?",
      options: [
        "Bei niedrigem Blutungsrisiko ist eine unbefristete Antikoagulation zu erwägen.",
        "Die Antikoagulation wird in der Regel nach sechs Wochen beendet.",
        "Eine Verlängerung ist nur bei positivem Thrombophilie-Screening zulässig.",
        "Nach drei Monaten wird regelhaft auf Acetylsalicylsäure allein umgestellt.",
        "Die Therapiedauer richtet sich allein nach der Höhe der D-Dimere bei Diagnose.",
      ],
    },
    {
      text: "Welche Antikoagulation ist bei tumorassoziierter VTE eine leitliniengerechte Option?",
      options: [
        "Niedermolekulares Heparin oder Apixaban",
        "Ausschließlich Acetylsalicylsäure in niedriger Dosierung",
        "Phenprocoumon als Mittel der ersten Wahl",
        "Keine Antikoagulation wegen des erhöhten Blutungsrisikos",
        "Subkutanes unfraktioniertes Heparin als Standardtherapie über 12 Monate",
      ],
    },
    {
      text: "Bei welchen Patienten mit tumorassoziierter VTE ist beim Einsatz eines DOAC wegen erhöhten Blutungsrisikos besondere Vorsicht geboten?",
      options: [
        "Bei luminalen gastrointestinalen oder urogenitalen Tumoren",
        "Bei Basalzellkarzinom der Haut nach vollständiger Exzision",
        "Bei malignem Melanom in langjähriger kompletter Remission",
        "Bei papillärem Schilddrüsenkarzinom nach Thyreoidektomie",
        "Bei Hodgkin-Lymphom in anhaltender kompletter Remission",
      ],
    },
    {
      text: "Welche orale Antikoagulation wird bei VTE und Hochrisiko-Antiphospholipid-Syndrom (dreifach positiv) empfohlen?",
      options: [
        "Vitamin-K-Antagonist",
        "Rivaroxaban",
        "Apixaban",
        "Acetylsalicylsäure allein",
        "Clopidogrel",
      ],
    },
    {
      text: "Welche Antikoagulation ist zur Therapie einer VTE in der Schwangerschaft empfohlen?",
      options: [
        "Niedermolekulares Heparin",
        "Rivaroxaban in reduzierter Dosis",
        "Phenprocoumon ab dem zweiten Schwangerschaftsdrittel",
        "Apixaban in therapeutischer Dosis",
        "Dabigatran nach fünf Tagen Heparin",
      ],
    },
    {
      text: "Wie lange soll eine in der Schwangerschaft aufgetretene VTE mindestens antikoaguliert werden?",
      options: [
        "Bis ≥ 6 Wochen nach der Entbindung und insgesamt ≥ 3 Monate",
        "Bis zur Entbindung, danach sofortiges Absetzen der Therapie",
        "Nur bis zum Ende des ersten Schwangerschaftsdrittels",
        "Zwei Wochen, anschließend Kompressionstherapie allein",
        "Bis zum Abstillen, unabhängig von der gesamten Therapiedauer",
      ],
    },
    {
      text: "Welche Maßnahme ist bei dringendem Verdacht auf eine heparininduzierte Thrombozytopenie Typ II erforderlich?",
      options: [
        "Absetzen jeglichen Heparins und alternative Antikoagulation, z. B. Argatroban",
        "Umstellung von unfraktioniertem auf niedermolekulares Heparin",
        "Gabe von Thrombozytenkonzentraten zur Prophylaxe von Blutungskomplikationen",
        "Sofortiger Beginn eines Vitamin-K-Antagonisten als alleinige Therapie",
        "Pausieren jeder Antikoagulation bis zur Normalisierung der Thrombozyten",
      ],
    },
    {
      text: "Welches Antidot ist zur spezifischen Aufhebung der Wirkung von Dabigatran zugelassen?",
      options: ["Idarucizumab", "Andexanet alfa", "Protamin", "Vitamin K", "Tranexamsäure"],
    },
    {
      text: "Wofür ist Andexanet alfa zugelassen?",
      options: [
        "Antagonisierung von Apixaban oder Rivaroxaban bei lebensbedrohlicher Blutung",
        "Antagonisierung von Dabigatran vor einer dringlichen, nicht aufschiebbaren Operation",
        "Antagonisierung von Phenprocoumon bei deutlich erhöhtem INR ohne Blutungszeichen",
        "Antagonisierung von Acetylsalicylsäure bei intrakranieller Blutung",
        "Antagonisierung von unfraktioniertem Heparin nach Herzoperation",
      ],
    },
    {
      text: "Welches Begleitmedikament senkt die Plasmaspiegel von Apixaban und Rivaroxaban relevant und soll nicht mit ihnen kombiniert werden?",
      options: ["Rifampicin", "Pantoprazol", "Metformin", "Ramipril", "Paracetamol"],
    },
    {
      text: "Welches orale Antikoagulans wird überwiegend renal eliminiert und ist bei eingeschränkter Nierenfunktion daher besonders kritisch?",
      options: ["Dabigatran", "Apixaban", "Rivaroxaban", "Phenprocoumon", "Edoxaban"],
    },
    {
      text: "Welche Aussage zur Einleitung einer Therapie mit Phenprocoumon bei akuter VTE trifft zu?",
      options: [
        "Heparin wird überlappend gegeben, bis der INR stabil im Zielbereich liegt.",
        "Phenprocoumon wirkt bereits nach wenigen Stunden, eine Überlappung ist daher entbehrlich.",
        "Der INR-Zielbereich liegt bei VTE üblicherweise zwischen 3,5 und 4,5.",
        "Die Heparingabe wird vor der ersten Phenprocoumon-Dosis beendet.",
        "Phenprocoumon wird bei VTE in den ersten Tagen intravenös verabreicht.",
      ],
    },
    {
      text: "Welche Aussage zur Thrombophilie-Diagnostik nach venöser Thromboembolie trifft zu?",
      options: [
        "Sie ist nicht routinemäßig indiziert und unter Antikoagulation nur eingeschränkt verwertbar.",
        "Sie soll bei jeder VTE vor Beginn der Antikoagulation abgeschlossen sein.",
        "Ein heterozygoter Faktor-V-Leiden-Nachweis erfordert eine lebenslange Antikoagulation.",
        "Protein C und S lassen sich unter Phenprocoumon zuverlässig bestimmen.",
        "Ein unauffälliger Befund erlaubt eine Therapiedauer von weniger als vier Wochen.",
      ],
    },
    {
      text: "Welche Tumorsuche ist nach einer ersten VTE ohne erkennbaren Auslöser angemessen?",
      options: [
        "Anamnese, Untersuchung, Basislabor, altersgerechte Vorsorge",
        "Routinemäßige Ganzkörper-PET-CT",
        "Routinemäßige CT von Thorax, Abdomen und Becken",
        "Umfassendes Tumormarker-Panel als Screeningmethode",
        "Keine, da VTE und Tumorerkrankungen nicht miteinander zusammenhängen",
      ],
    },
    {
      text: "Welche Therapie ist bei symptomatischer oberflächlicher Venenthrombose der Vena saphena magna (≥ 5 cm lang, > 3 cm von der Mündung entfernt) empfohlen?",
      options: [
        "Fondaparinux 2,5 mg einmal täglich für etwa 45 Tage",
        "Therapeutische Antikoagulation über mindestens 12 Monate",
        "Ausschließlich lokale Anwendung einer Heparinsalbe",
        "Systemische Thrombolyse mit Alteplase",
        "Notfallmäßige Crossektomie",
      ],
    },
    {
      text: "Welche Aussage zur Mobilisation bei akuter tiefer Beinvenenthrombose unter wirksamer Antikoagulation trifft zu?",
      options: [
        "Eine frühe Mobilisation wird empfohlen; Bettruhe ist nicht erforderlich.",
        "Strenge Bettruhe ist für mindestens sieben Tage nach Diagnose erforderlich.",
        "Mobilisation ist erst nach Auflösung des Thrombus erlaubt.",
        "Das betroffene Bein soll zwei Wochen ruhiggestellt werden.",
        "Eine Mobilisation ist bei proximaler Thrombose wegen Emboliegefahr untersagt.",
      ],
    },
    {
      text: "Welche Untersuchungen sind bei anhaltender Belastungsdyspnoe drei Monate nach einer Lungenembolie zur Abklärung einer CTEPH geeignet?",
      options: [
        "Echokardiographie und Ventilations-Perfusions-Szintigraphie",
        "Wiederholte Bestimmung der D-Dimere im Abstand von vier Wochen",
        "Bestimmung von Troponin und CK-MB in Ruhe",
        "Kompressionssonographie beider Beinvenen",
        "Spirometrie mit Bronchospasmolysetest",
      ],
    },
    {
      text: "Wann ist die Implantation eines Vena-cava-Filters bei akuter VTE zu erwägen?",
      options: [
        "Bei absoluter Kontraindikation gegen eine Antikoagulation",
        "Bei proximaler tiefer Beinvenenthrombose als Standard",
        "Routinemäßig zusätzlich zur Antikoagulation bei Lungenembolie",
        "Bei isolierter Unterschenkelvenenthrombose",
        "Bei Patienten über 80 Jahren",
      ],
    },
    {
      text: "Welche Aussage zur hormonalen Kontrazeption nach einer venösen Thromboembolie trifft zu?",
      options: [
        "Östrogenhaltige Kontrazeptiva sollen nicht verwendet werden.",
        "Eine Levonorgestrel-Spirale ist nach einer VTE kontraindiziert.",
        "Kombinierte Pillen der dritten Generation sind unbedenklich.",
        "Unter Antikoagulation ist eine Kontrazeption entbehrlich.",
        "Kupferspiralen erhöhen das Risiko eines VTE-Rezidivs deutlich.",
      ],
    },
    {
      text: "Welches Kriterium ist Bestandteil des Wells-Scores für Lungenembolie?",
      options: [
        "Herzfrequenz über 100/min",
        "Alter über 65 Jahre",
        "Erhöhte D-Dimere",
        "Weibliches Geschlecht",
        "Erhöhtes Troponin",
      ],
    },
    {
      text: "Bei einem hämodynamisch instabilen Patienten mit Verdacht auf Lungenembolie ist eine CT nicht sofort verfügbar. Welche Untersuchung ist vorrangig?",
      options: [
        "Transthorakale Echokardiographie am Bett",
        "Ventilations-Perfusions-Szintigraphie",
        "Röntgenaufnahme des Thorax im Liegen",
        "Kompressionssonographie der Armvenen",
        "Magnetresonanztomographie des Thorax",
      ],
    },
    {
      text: "Welche Enoxaparin-Dosierung entspricht der therapeutischen Dosis bei akuter VTE und normaler Nierenfunktion?",
      options: [
        "1 mg/kg zweimal täglich s. c.",
        "40 mg einmal täglich s. c.",
        "20 mg einmal täglich s. c.",
        "5 mg/kg einmal täglich s. c.",
        "0,1 mg/kg einmal täglich s. c.",
      ],
    },
  ],
};
