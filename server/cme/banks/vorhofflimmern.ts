import type { TopicBank } from "./types.ts";

/**
 * Vorhofflimmern nach der S3-Leitlinie der DGK (2025), der ESC-Leitlinie 2024 (AF-CARE, CHA2DS2-VA ohne
 * Geschlechtspunkt) und dem EHRA-Leitfaden zu direkten oralen Antikoagulanzien.
 */
export const VORHOFFLIMMERN: TopicBank = {
  topic: "Vorhofflimmern",
  field: "kardiologie",
  sources: [
    {
      text: "S3-Leitlinie Vorhofflimmern (DGK, AWMF-Register-Nr. 019-014, 2025)",
      url: "https://register.awmf.org/de/leitlinien/detail/019-014",
    },
    {
      text: "2024 ESC Guidelines for the management of atrial fibrillation, developed in collaboration with EACTS (ESC 2024)",
      url: "https://www.escardio.org/Guidelines/Clinical-Practice-Guidelines/Atrial-Fibrillation",
    },
    {
      text: "2021 European Heart Rhythm Association Practical Guide on the use of non-vitamin K antagonist oral anticoagulants in patients with atrial fibrillation (EHRA 2021)",
      url: null,
    },
  ],
  questions: [
    {
      text: "Welcher EKG-Befund ist typisch für Vorhofflimmern?",
      options: [
        "Unregelmäßige RR-Intervalle ohne abgrenzbare P-Wellen",
        "Regelmäßige Sägezahnwellen mit konstanter 2:1-Überleitung",
        "Regelmäßige Schmalkomplextachykardie mit retrograden P-Wellen",
        "Konstant verlängerte PQ-Zeit über 200 ms bei regelmäßigem Rhythmus",
        "Wechselnde P-Wellen-Morphologie mit isoelektrischer Grundlinie",
      ],
    },
    {
      text: "Die Smartwatch eines 67-Jährigen meldet per Photoplethysmographie wiederholt einen unregelmäßigen Puls. Welche Aussage trifft nach ESC-Leitlinie 2024 zu?",
      options: [
        "Die Diagnose erfordert stets die Bestätigung durch eine EKG-Aufzeichnung.",
        "Die Meldung genügt zur Diagnose, eine Antikoagulation ist ohne weitere Diagnostik zu beginnen.",
        "Photoplethysmographische Befunde sind dem 12-Kanal-EKG diagnostisch gleichwertig.",
        "Eine weitere Abklärung ist erst ab einem Lebensalter von 75 Jahren sinnvoll.",
        "Ohne Symptome ist die Meldung nicht weiter abzuklären.",
      ],
    },
    {
      text: "Wie ist paroxysmales Vorhofflimmern definiert?",
      options: [
        "Vorhofflimmern, das spontan oder nach Intervention innerhalb von 7 Tagen endet",
        "Vorhofflimmern, das länger als 7 Tage anhält und kardiovertiert wird",
        "Vorhofflimmern, das seit mehr als 12 Monaten ohne Unterbrechung besteht",
        "Vorhofflimmern, bei dem keine weitere Rhythmuskontrolle mehr angestrebt wird",
        "Vorhofflimmern, das vorwiegend nachts im Schlaf auftritt und kurz anhält",
      ],
    },
    {
      text: "Welche Aussage zu permanentem Vorhofflimmern trifft zu?",
      options: [
        "Die Bezeichnung beruht auf der gemeinsamen Entscheidung gegen weitere Rhythmuskontrolle.",
        "Permanent bedeutet, dass das Schlaganfallrisiko entfällt und die Antikoagulation beendet wird.",
        "Die Bezeichnung setzt eine ununterbrochene Dauer von mindestens fünf Jahren voraus.",
        "Permanentes Vorhofflimmern ist die bevorzugte Indikation für eine Therapie mit Dronedaron.",
        "Die Bezeichnung gilt für Vorhofflimmern, das länger als 48 Stunden anhält.",
      ],
    },
    {
      text: "Welcher Score wird in der ESC-Leitlinie 2024 zur Abschätzung des Thromboembolierisikos bei Vorhofflimmern verwendet?",
      options: ["CHA2DS2-VA-Score", "HAS-BLED-Score", "GRACE-Score", "Wells-Score", "EHRA-Symptom-Score"],
    },
    {
      text: "Ein 76-jähriger Mann mit Vorhofflimmern hat keine weiteren Erkrankungen. Welche Schlaganfallprophylaxe ist nach ESC-Leitlinie 2024 empfohlen?",
      options: [
        "Orale Antikoagulation, bevorzugt mit einem DOAK",
        "Keine Antikoagulation, da außer dem Alter kein Risikofaktor vorliegt",
        "Acetylsalicylsäure 100 mg als gleichwertige Alternative zur Antikoagulation",
        "Duale Plättchenhemmung mit Acetylsalicylsäure und Clopidogrel",
        "Antikoagulation bedarfsweise während symptomatischer Episoden",
      ],
    },
    {
      text: "Eine 68-jährige Frau mit Vorhofflimmern hat außer ihrem Alter keine Risikofaktoren. Welche Aussage trifft nach ESC-Leitlinie 2024 zu?",
      options: [
        "Der CHA2DS2-VA-Score beträgt 1; eine Antikoagulation sollte erwogen werden.",
        "Der CHA2DS2-VA-Score beträgt 2, da das weibliche Geschlecht einen Punkt zählt.",
        "Der CHA2DS2-VA-Score beträgt 0; eine Antikoagulation ist nicht zu erwägen.",
        "Der CHA2DS2-VA-Score beträgt 3; Acetylsalicylsäure als Prophylaxe reicht aus.",
        "Der CHA2DS2-VA-Score beträgt 1; eine Antikoagulation ist kontraindiziert.",
      ],
    },
    {
      text: "In welcher Situation ist bei Vorhofflimmern ein Vitamin-K-Antagonist anstelle eines DOAK indiziert?",
      options: [
        "Bei mechanischer Herzklappenprothese",
        "Bei Bioprothese mehr als drei Monate nach Implantation",
        "Bei einem Lebensalter über 80 Jahre",
        "Bei einer leichtgradigen Aortenklappenstenose",
        "Bei einem Körpergewicht unter 60 kg",
      ],
    },
    {
      text: "Bei welcher Patientin mit Vorhofflimmern ist die reduzierte Apixaban-Dosis von 2,5 mg zweimal täglich angezeigt?",
      options: [
        "Alter 82 Jahre, Körpergewicht 58 kg, Serumkreatinin 1,1 mg/dl",
        "Alter 82 Jahre, Körpergewicht 75 kg, Serumkreatinin 1,1 mg/dl",
        "Alter 70 Jahre, Körpergewicht 58 kg, Serumkreatinin 1,0 mg/dl",
        "Alter 65 Jahre, Körpergewicht 90 kg, Serumkreatinin 1,6 mg/dl",
        "Alter 76 Jahre, Körpergewicht 62 kg, Serumkreatinin 1,4 mg/dl",
      ],
    },
    {
      text: "Welche Aussage zur Dosierung direkter oraler Antikoagulanzien (DOAK) bei Vorhofflimmern trifft zu?",
      options: [
        "Sie werden in voller Dosis gegeben, sofern keine zugelassenen Reduktionskriterien vorliegen.",
        "Ab 75 Jahren ist die reduzierte Dosis zu wählen, um Blutungen zu vermeiden.",
        "Die Dosis wird anhand regelmäßiger INR-Messungen individuell an den Zielbereich angepasst.",
        "Bei gleichzeitiger Einnahme von Acetylsalicylsäure wird die DOAK-Dosis verdoppelt.",
        "Nach einer Blutung ist dauerhaft die Hälfte der zugelassenen Dosis zu verordnen.",
      ],
    },
    {
      text: "Ab welcher Kreatinin-Clearance ist Dabigatran bei Vorhofflimmern kontraindiziert?",
      options: [
        "Unter 30 ml/min",
        "Unter 90 ml/min",
        "Unter 80 ml/min",
        "Unter 60 ml/min",
        "Unter 50 ml/min",
      ],
    },
    {
      text: "Welche Rolle spielen Blutungsrisiko-Scores wie HAS-BLED bei Vorhofflimmern nach ESC-Leitlinie 2024?",
      options: [
        "Sie decken beeinflussbare Blutungsrisiken auf und begründen keinen Verzicht auf Antikoagulation.",
        "Ab einem HAS-BLED-Score von 3 Punkten ist eine orale Antikoagulation kontraindiziert und zu beenden.",
        "Ein hoher Score ist die Indikation, statt eines DOAK Acetylsalicylsäure zu verordnen.",
        "Sie ersetzen bei Patienten über 75 Jahren den Score zur Abschätzung des Schlaganfallrisikos.",
        "Sie werden einmalig bei Diagnosestellung erhoben und danach nicht wiederholt.",
      ],
    },
    {
      text: "Eine 84-jährige Patientin mit Vorhofflimmern und CHA2DS2-VA-Score von 4 ist im letzten Jahr einmal gestürzt. Welche Aussage trifft zu?",
      options: [
        "Alter und Sturzneigung allein rechtfertigen keinen Verzicht auf eine orale Antikoagulation.",
        "Nach einem Sturz ist die Antikoagulation dauerhaft durch Acetylsalicylsäure zu ersetzen.",
        "Ab einem Alter von 80 Jahren ist eine orale Antikoagulation kontraindiziert.",
        "Die Antikoagulation ist wegen des Sturzes von einem DOAK auf einen Vitamin-K-Antagonisten umzustellen.",
        "Die Patientin benötigt zusätzlich zur Antikoagulation dauerhaft Clopidogrel.",
      ],
    },
    {
      text: "Bei einem Patienten mit seit mehreren Wochen bestehendem Vorhofflimmern ist eine elektive Kardioversion geplant. Was ist vor dem Eingriff erforderlich?",
      options: [
        "Mindestens 3 Wochen wirksame Antikoagulation oder Thrombusausschluss per TEE",
        "Bestimmung des D-Dimers; bei negativem Wert entfällt die Antikoagulation",
        "Einmalige Gabe von 500 mg ASS i. v. unmittelbar vor dem Eingriff",
        "Nur eine transthorakale Echokardiographie zum Ausschluss eines Vitiums",
        "Keine besonderen Maßnahmen, sofern der CHA2DS2-VA-Score 0 Punkte beträgt",
      ],
    },
    {
      text: "Ein Patient mit persistierendem Vorhofflimmern und CHA2DS2-VA-Score von 0 wurde erfolgreich elektrisch kardiovertiert. Wie lange ist die Antikoagulation danach mindestens fortzuführen?",
      options: [
        "Mindestens 4 Wochen",
        "Nur 24 Stunden",
        "Nur 3 Tage",
        "Gar nicht, da Sinusrhythmus",
        "Lebenslang",
      ],
    },
    {
      text: "Ein Patient mit neu aufgetretenem tachykardem Vorhofflimmern ist hämodynamisch instabil mit Schockzeichen. Welche Maßnahme ist indiziert?",
      options: [
        "Notfallmäßige elektrische Kardioversion",
        "Orale Gabe von Flecainid als Einzeldosis",
        "Abwarten einer Spontankonversion über 48 Stunden",
        "Beginn einer oralen Antikoagulation und ambulante Kontrolle",
        "Intravenöse Bolusgabe von Verapamil",
      ],
    },
    {
      text: "Welches Ziel der Frequenzkontrolle empfiehlt die ESC-Leitlinie 2024 initial bei Vorhofflimmern?",
      options: [
        "Ruheherzfrequenz unter 110/min",
        "Ruheherzfrequenz unter 60/min",
        "Ruheherzfrequenz zwischen 110 und 130/min",
        "Maximale Belastungsherzfrequenz unter 90/min",
        "Ruheherzfrequenz unter 50/min zum Schutz vor Tachykardiomyopathie",
      ],
    },
    {
      text: "Welches Medikament ist zur Frequenzkontrolle bei Vorhofflimmern und Herzinsuffizienz mit reduzierter LVEF (≤ 40 %) NICHT geeignet?",
      options: ["Verapamil", "Bisoprolol", "Metoprololsuccinat", "Digoxin", "Carvedilol"],
    },
    {
      text: "Ein junger Patient mit bekanntem WPW-Syndrom hat schnelles, unregelmäßiges Vorhofflimmern mit breiten, wechselnd konfigurierten QRS-Komplexen. Welche Medikamente sind zu vermeiden?",
      options: [
        "AV-Knoten-blockierende Substanzen wie Verapamil, Digoxin oder Adenosin",
        "Ajmalin zur Verlangsamung der Leitung über die akzessorische Leitungsbahn",
        "Midazolam zur Analgosedierung vor einer elektrischen Kardioversion",
        "Heparin zur Antikoagulation vor einer elektrischen Kardioversion",
        "Magnesium zum Ausgleich eines nachgewiesenen Magnesiummangels",
      ],
    },
    {
      text: "Welche Aussage zur medikamentösen Kardioversion mit Flecainid trifft zu?",
      options: [
        "Sie ist bei relevanter struktureller Herzerkrankung wie KHK oder HFrEF kontraindiziert.",
        "Flecainid ist das Mittel der Wahl bei Vorhofflimmern kurz nach einem Myokardinfarkt.",
        "Flecainid wirkt vor allem über eine Verzögerung der AV-Überleitung wie Digoxin.",
        "Flecainid ist vor allem bei permanentem Vorhofflimmern indiziert.",
        "Bei eingeschränkter LVEF ist Flecainid dem Amiodaron zur Kardioversion vorzuziehen.",
      ],
    },
    {
      text: "Welche Begleitmedikation wird bei einer Kardioversion mit einem Klasse-IC-Antiarrhythmikum wie Flecainid empfohlen, und weshalb?",
      options: [
        "Ein AV-Knoten-bremsendes Medikament, um bei Vorhofflattern eine 1:1-Überleitung zu verhindern",
        "Ein Thiaziddiuretikum, um eine durch Flecainid ausgelöste Hypernatriämie zu verhindern",
        "Ein Protonenpumpenhemmer, um die Resorption von Flecainid aus dem Darm zu verbessern",
        "Amiodaron in Aufsättigungsdosis, um die durch Flecainid verlängerte QT-Zeit wieder zu verkürzen",
        "Ein Schleifendiuretikum, um die renale Ausscheidung von Flecainid zu beschleunigen",
      ],
    },
    {
      text: "Welche Kontrollen sind unter einer Langzeittherapie mit Amiodaron regelmäßig erforderlich?",
      options: [
        "Schilddrüsen- und Leberwerte sowie Achten auf pulmonale Nebenwirkungen",
        "Kalium und Magnesium im Serum; weitere Kontrollen sind entbehrlich",
        "Blutbild wegen eines hohen Agranulozytoserisikos in den ersten Behandlungswochen",
        "Lipase und Amylase wegen eines typischen Pankreatitisrisikos",
        "Harnsäure und Kreatinkinase wegen häufiger Gichtanfälle und Myopathien",
      ],
    },
    {
      text: "Welche Wechselwirkung ist bei gleichzeitiger Gabe von Amiodaron und Digoxin zu beachten?",
      options: [
        "Der Digoxinspiegel steigt, daher Digoxindosis reduzieren und Spiegel kontrollieren.",
        "Der Digoxinspiegel fällt deutlich ab; die Digoxindosis ist daher vorsorglich zu verdoppeln.",
        "Amiodaron beschleunigt die renale Ausscheidung von Digoxin um ein Vielfaches.",
        "Zwischen beiden Substanzen besteht keine klinisch relevante Wechselwirkung.",
        "Die Kombination löst typischerweise innerhalb weniger Tage eine Hyperthyreose aus.",
      ],
    },
    {
      text: "Bei welcher Konstellation ist Dronedaron kontraindiziert?",
      options: [
        "Bei Herzinsuffizienz NYHA III–IV oder instabiler Herzinsuffizienz",
        "Bei paroxysmalem Vorhofflimmern ohne strukturelle Herzerkrankung",
        "Bei arterieller Hypertonie mit linksventrikulärer Hypertrophie",
        "Bei stabiler koronarer Herzkrankheit mit normaler LVEF",
        "Bei persistierendem Vorhofflimmern nach Kardioversion",
      ],
    },
    {
      text: "Welche Aussage zur Katheterablation (Pulmonalvenenisolation) trifft nach ESC-Leitlinie 2024 zu?",
      options: [
        "Sie ist bei symptomatischem paroxysmalem Vorhofflimmern auch als Erstlinientherapie empfohlen.",
        "Sie ist erst nach dem Versagen von mindestens drei verschiedenen Antiarrhythmika zulässig.",
        "Sie ist bei Herzinsuffizienz mit reduzierter LVEF wegen des hohen Eingriffsrisikos kontraindiziert.",
        "Sie ist vor allem bei asymptomatischem permanentem Vorhofflimmern indiziert.",
        "Sie erfolgt in der Regel chirurgisch im Rahmen einer Operation am offenen Herzen.",
      ],
    },
    {
      text: "Ein Patient mit CHA2DS2-VA-Score von 3 ist sechs Monate nach Pulmonalvenenisolation im Sinusrhythmus. Wie ist mit der oralen Antikoagulation zu verfahren?",
      options: [
        "Fortführung gemäß Thromboembolierisiko, unabhängig vom Ablationserfolg",
        "Beendigung, da nach erfolgreicher Ablation kein Schlaganfallrisiko mehr besteht",
        "Umstellung auf Acetylsalicylsäure als Dauertherapie nach dem ersten Jahr",
        "Beendigung, sobald ein 24-Stunden-Langzeit-EKG unauffällig ausgefallen ist",
        "Fortführung in halber Dosis bis zum Ende des ersten Jahres, dann Absetzen",
      ],
    },
    {
      text: "Welche Aussage zur frühen Rhythmuskontrolle bei Vorhofflimmern trifft zu?",
      options: [
        "Binnen eines Jahres nach Diagnose begonnen, senkte sie in EAST-AFNET 4 kardiovaskuläre Ereignisse.",
        "Sie ist erst gerechtfertigt, wenn eine medikamentöse Frequenzkontrolle über fünf Jahre versagt hat.",
        "Sie macht eine orale Antikoagulation bei erhöhtem Schlaganfallrisiko entbehrlich.",
        "Sie ist bei Patienten mit Herzinsuffizienz kontraindiziert.",
        "Sie erhöhte in randomisierten Studien die kardiovaskuläre Sterblichkeit deutlich.",
      ],
    },
    {
      text: "Welche Maßnahme reduziert nach ESC-Leitlinie 2024 Rezidive und Symptomlast bei Vorhofflimmern?",
      options: [
        "Gewichtsreduktion um mindestens 10 % bei Übergewicht oder Adipositas",
        "Vollständiger Verzicht auf Kaffee, Tee und andere koffeinhaltige Getränke",
        "Tägliche Einnahme hoch dosierter Omega-3-Fettsäure-Kapseln",
        "Dauerhafte Einnahme von Kalium- und Magnesiumpräparaten",
        "Regelmäßige hoch dosierte Vitamin-D-Supplementation",
      ],
    },
    {
      text: "Welche Empfehlung zum Alkoholkonsum gibt die ESC-Leitlinie 2024 Menschen mit Vorhofflimmern?",
      options: [
        "Reduktion auf höchstens 3 Standardgetränke (≤ 30 g Alkohol) pro Woche",
        "Ein Glas Rotwein täglich zur Rezidivprophylaxe des Vorhofflimmerns",
        "Bis zu 2 Standardgetränke täglich gelten als unbedenklich",
        "Alkohol hat keinen Einfluss auf Vorhofflimmern",
        "Zu meiden sind hochprozentige Getränke, Bier und Wein dagegen nicht",
      ],
    },
    {
      text: "Welche Laboruntersuchung gehört zur Basisdiagnostik bei neu diagnostiziertem Vorhofflimmern, weil sie eine behandelbare Ursache aufdecken kann?",
      options: [
        "TSH (Schilddrüsenfunktion)",
        "Lipase im Serum",
        "Prostataspezifisches Antigen",
        "Procalcitonin",
        "Alpha-Fetoprotein",
      ],
    },
    {
      text: "Welche Aussage zum typischen (isthmusabhängigen) Vorhofflattern trifft zu?",
      options: [
        "Für die orale Antikoagulation gelten dieselben Kriterien wie bei Vorhofflimmern.",
        "Vorhofflattern ist nicht mit Thromboembolien assoziiert, eine Antikoagulation entfällt.",
        "Typisches Vorhofflattern lässt sich mit Digoxin zuverlässig in Sinusrhythmus überführen.",
        "Im EKG zeigen sich unregelmäßige Flimmerwellen ohne erkennbare Vorhofaktivität.",
        "Eine Katheterablation ist bei typischem Vorhofflattern technisch nicht möglich.",
      ],
    },
    {
      text: "Welche Begleitmedikation ist unter DOAK-Therapie wegen starker Induktion von P-Glykoprotein und CYP3A4 zu vermeiden?",
      options: ["Rifampicin", "Pantoprazol", "Levothyroxin", "Metformin", "Bisoprolol"],
    },
    {
      text: "Ein Patient unter Apixaban erhält elektiv eine Hüftendoprothese. Welches perioperative Vorgehen ist empfohlen?",
      options: [
        "Pausieren des DOAK je nach Blutungsrisiko und Nierenfunktion, ohne Heparin-Bridging",
        "Umstellung auf Phenprocoumon zwei Wochen vor dem Eingriff mit Ziel-INR 2–3",
        "Bridging mit therapeutisch dosiertem niedermolekularem Heparin über zehn Tage",
        "Fortführung der vollen Apixaban-Dosis bis einschließlich zum Morgen der Operation",
        "Absetzen sechs Wochen vor dem Eingriff und überbrückende Gabe von Acetylsalicylsäure",
      ],
    },
    {
      text: "Welches Antidot hebt die gerinnungshemmende Wirkung von Dabigatran spezifisch auf?",
      options: ["Idarucizumab", "Andexanet alfa", "Protamin", "Vitamin K", "Tranexamsäure"],
    },
    {
      text: "Ein Patient mit Vorhofflimmern und stabiler KHK (Stentimplantation vor drei Jahren) nimmt Apixaban und Acetylsalicylsäure ein. Welche Empfehlung trifft zu?",
      options: [
        "Fortführung von Apixaban als Monotherapie, Acetylsalicylsäure absetzen",
        "Fortführung beider Medikamente und zusätzlich Clopidogrel einnehmen",
        "Absetzen von Apixaban und dauerhafte Therapie mit Acetylsalicylsäure",
        "Ersatz von Apixaban durch eine duale Plättchenhemmung mit ASS und Ticagrelor",
        "Fortführung beider Medikamente, Apixaban jedoch in doppelter Dosis",
      ],
    },
    {
      text: "Für welche Patienten mit Vorhofflimmern kommt ein interventioneller Vorhofohrverschluss in Betracht?",
      options: [
        "Bei Kontraindikation gegen eine langfristige orale Antikoagulation",
        "Bei Patienten unter 65 Jahren mit einem CHA2DS2-VA-Score von 0",
        "Als Ersatz der Antikoagulation bei mechanischer Herzklappenprothese",
        "Routinemäßig bei Pulmonalvenenisolation zusätzlich zur Antikoagulation",
        "Bei Patienten mit gut vertragener und stabil eingestellter DOAK-Therapie",
      ],
    },
  ],
};
