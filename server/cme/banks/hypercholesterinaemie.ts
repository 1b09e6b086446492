import type { TopicBank } from "./types.ts";

/**
 * Hypercholesterinämie nach ESC/EAS-Leitlinie 2019 mit Focused Update 2025. Zielwertfragen nennen die
 * Leitlinie, weil deutsche Leitlinien (NVL KHK, DEGAM) teils eine Strategie fester Statindosen vertreten.
 */
export const HYPERCHOLESTERINAEMIE: TopicBank = {
  topic: "Hypercholesterinämie",
  field: "kardiologie",
  sources: [
    {
      text: "ESC/EAS Pocket-Leitlinie Diagnostik und Therapie der Dyslipidämien, Version 2019 (DGK)",
      url: null,
    },
    {
      text: "2019 ESC/EAS Guidelines for the management of dyslipidaemias: lipid modification to reduce cardiovascular risk (ESC/EAS 2019)",
      url: "https://www.escardio.org/Guidelines/Clinical-Practice-Guidelines/Dyslipidaemias",
    },
    {
      text: "2025 Focused Update of the 2019 ESC/EAS Guidelines for the management of dyslipidaemias (ESC/EAS 2025)",
      url: "https://www.escardio.org/Guidelines/Clinical-Practice-Guidelines/Dyslipidaemias",
    },
  ],
  questions: [
    {
      text: "Welcher Patient gehört nach ESC/EAS-Leitlinie zur Kategorie mit sehr hohem kardiovaskulärem Risiko?",
      options: [
        "Ein 61-jähriger Mann mit Zustand nach Myokardinfarkt",
        "Ein 45-jähriger Nichtraucher mit LDL-C von 140 mg/dl ohne weitere Risikofaktoren",
        "Eine 50-jährige Frau mit gut eingestellter Hypertonie Grad 1 ohne Organschäden",
        "Ein 30-jähriger Mann mit Typ-1-Diabetes seit drei Jahren ohne Organschäden",
        "Ein 40-jähriger Raucher mit normalen Blutdruck- und Lipidwerten",
      ],
    },
    {
      text: "Welches LDL-C-Therapieziel nennt die ESC/EAS-Leitlinie für Patienten mit sehr hohem kardiovaskulärem Risiko?",
      options: [
        "< 55 mg/dl (1,4 mmol/l) und Senkung um mindestens 50 % vom Ausgangswert",
        "< 70 mg/dl (1,8 mmol/l) ohne Bezug auf den Ausgangswert",
        "< 100 mg/dl (2,6 mmol/l) und Senkung um mindestens 30 % vom Ausgangswert",
        "< 116 mg/dl (3,0 mmol/l) als einheitlicher Zielwert unabhängig vom Risiko",
        "< 130 mg/dl (3,4 mmol/l) und Senkung um mindestens 20 % vom Ausgangswert",
      ],
    },
    {
      text: "Ein 58-Jähriger hat seit zwölf Jahren einen Typ-2-Diabetes ohne Endorganschäden und ohne weitere Risikofaktoren (hohes Risiko). Welches LDL-C-Ziel gilt für ihn nach ESC/EAS-Leitlinie?",
      options: [
        "< 70 mg/dl (1,8 mmol/l) und Senkung um mindestens 50 %",
        "< 55 mg/dl (1,4 mmol/l) und Senkung um mindestens 70 %",
        "< 100 mg/dl (2,6 mmol/l) ohne Bezug auf den Ausgangswert",
        "< 116 mg/dl (3,0 mmol/l) und Senkung um mindestens 30 %",
        "< 160 mg/dl (4,1 mmol/l) wie in der Allgemeinbevölkerung",
      ],
    },
    {
      text: "Bei welcher Person ist die Abschätzung des kardiovaskulären Risikos mit SCORE2 sinnvoll?",
      options: [
        "52-jähriger Raucher ohne bekannte Herz-Kreislauf-, Nieren- oder Diabeteserkrankung",
        "60-jähriger Mann drei Monate nach Myokardinfarkt und koronarer Stentimplantation",
        "55-jährige Frau mit Typ-2-Diabetes und diabetischer Nephropathie mit Albuminurie",
        "48-jähriger Mann mit genetisch gesicherter familiärer Hypercholesterinämie",
        "63-jährige Frau mit chronischer Nierenerkrankung und einer eGFR von 25 ml/min",
      ],
    },
    {
      text: "Welche Aussage zu Lipoprotein(a) trifft zu?",
      options: [
        "Der Lp(a)-Spiegel ist überwiegend genetisch festgelegt und durch Lebensstil kaum beeinflussbar.",
        "Lp(a) wird durch Statine zuverlässig um etwa die Hälfte gesenkt und daher nicht gesondert bestimmt.",
        "Lp(a) sinkt durch Ausdauersport und Diät deutlich und sollte deshalb jährlich kontrolliert werden.",
        "Ein erhöhter Lp(a)-Spiegel schützt vor Atherosklerose und senkt das kardiovaskuläre Risiko.",
        "Lp(a) ist bei Frauen nach der Menopause nicht mehr aussagekräftig und verwertbar.",
      ],
    },
    {
      text: "Welche Erkrankung ist eine Ursache einer sekundären Hypercholesterinämie und sollte vor Beginn einer lipidsenkenden Therapie ausgeschlossen werden?",
      options: [
        "Hypothyreose",
        "Hyperthyreose",
        "Morbus Addison",
        "Eisenmangelanämie",
        "Hyperparathyreoidismus",
      ],
    },
    {
      text: "Welche Aussage zur Blutentnahme für ein Lipidprofil trifft nach ESC/EAS-Leitlinie zu?",
      options: [
        "Für das Screening sind nicht nüchtern entnommene Blutproben geeignet.",
        "Vor der Blutentnahme ist eine Nüchternperiode von 24 Stunden erforderlich.",
        "Lipidwerte setzen eine dreitägige fettfreie Diät voraus.",
        "Für Lipidwerte ist Kapillarblut aus der Fingerbeere dem Venenblut vorzuziehen.",
        "Wegen der Tagesrhythmik ist eine abendliche Blutentnahme zu bevorzugen.",
      ],
    },
    {
      text: "Wann ist die Berechnung des LDL-C nach der Friedewald-Formel nicht zuverlässig?",
      options: [
        "Bei Triglyzeriden über 400 mg/dl (4,5 mmol/l)",
        "Bei HDL-Cholesterin über 60 mg/dl (1,6 mmol/l)",
        "Bei Gesamtcholesterin unter 200 mg/dl (5,2 mmol/l)",
        "Bei gleichzeitiger Einnahme eines Statins",
        "Bei Patienten unter 40 Jahren",
      ],
    },
    {
      text: "Wie berechnet sich das Non-HDL-Cholesterin?",
      options: [
        "Gesamtcholesterin minus HDL-Cholesterin",
        "LDL-Cholesterin minus HDL-Cholesterin",
        "Gesamtcholesterin minus Triglyzeride/5",
        "LDL-Cholesterin plus Lipoprotein(a)",
        "HDL-Cholesterin geteilt durch Gesamtcholesterin",
      ],
    },
    {
      text: "Welche Aussage zum HDL-Cholesterin trifft zu?",
      options: [
        "Eine medikamentöse HDL-Anhebung, etwa mit Niacin, senkte kardiovaskuläre Ereignisse nicht.",
        "HDL-Cholesterin ist das primäre Therapieziel der lipidsenkenden Behandlung.",
        "Ein niedriges HDL-Cholesterin ist die Hauptindikation für eine Fibrattherapie.",
        "Je höher das HDL-Cholesterin, desto geringer ist das Risiko, auch bei sehr hohen Werten.",
        "Rauchen erhöht typischerweise das HDL-Cholesterin und gleicht so sein Risiko aus.",
      ],
    },
    {
      text: "Wie senken Statine das LDL-Cholesterin?",
      options: [
        "Hemmung der HMG-CoA-Reduktase mit vermehrter Expression hepatischer LDL-Rezeptoren",
        "Hemmung der intestinalen Cholesterinresorption am NPC1L1-Transporter",
        "Hemmung der ATP-Citrat-Lyase nach Aktivierung des Prodrugs in der Leber",
        "Bindung von Gallensäuren im Darm mit Unterbrechung des enterohepatischen Kreislaufs",
        "Aktivierung des Kernrezeptors PPAR-alpha mit gesteigerter Lipoproteinlipase-Aktivität",
      ],
    },
    {
      text: "Welcher Wirkmechanismus trifft auf Inclisiran zu?",
      options: [
        "Small interfering RNA, die die hepatische Synthese von PCSK9 hemmt",
        "Monoklonaler Antikörper, der zirkulierendes PCSK9 im Plasma bindet",
        "Hemmung der HMG-CoA-Reduktase in Leber- und Muskelzellen",
        "Antisense-Oligonukleotid gegen die Synthese von Apolipoprotein B",
        "Hemmung des mikrosomalen Triglyzerid-Transferproteins",
      ],
    },
    {
      text: "Wie wird Inclisiran in der Erhaltungstherapie verabreicht?",
      options: [
        "Subkutan alle sechs Monate nach Gaben an Tag 0 und nach drei Monaten",
        "Oral einmal täglich, unabhängig von den Mahlzeiten",
        "Subkutan alle zwei Wochen mit einem Fertigpen durch den Patienten selbst",
        "Intravenös einmal wöchentlich als Kurzinfusion",
        "Intramuskulär einmal jährlich durch medizinisches Fachpersonal in der Praxis",
      ],
    },
    {
      text: "Welche Aussage zu Bempedoinsäure trifft zu?",
      options: [
        "Sie wird in der Leber, nicht im Skelettmuskel aktiviert und verursacht seltener Myalgien.",
        "Sie ist ein monoklonaler Antikörper, der alle zwei Wochen subkutan injiziert werden muss.",
        "Sie senkt die Harnsäure im Serum und ist daher bei gleichzeitiger Gicht besonders geeignet.",
        "Sie hemmt die Cholesterinresorption im Dünndarm über den NPC1L1-Transporter.",
        "Sie ist bei Statinintoleranz kontraindiziert, da sie ihre Wirkung über Statine entfaltet.",
      ],
    },
    {
      text: "Welche Empfehlung gibt das ESC/EAS Focused Update 2025 zu Bempedoinsäure?",
      options: [
        "Bei Statinintoleranz wird sie empfohlen, um das LDL-C-Therapieziel zu erreichen.",
        "Sie ist in erster Linie für die homozygote familiäre Hypercholesterinämie vorgesehen.",
        "Sie soll das Statin ersetzen, auch wenn dieses gut vertragen wird.",
        "Sie wird wegen fehlender Endpunktdaten ausdrücklich nicht mehr empfohlen.",
        "Sie wird vorrangig zur Senkung erhöhter Triglyzeride bei Pankreatitisrisiko empfohlen.",
      ],
    },
    {
      text: "Ein Patient mit sehr hohem Risiko erreicht unter maximal verträglicher Statindosis sein LDL-C-Ziel nicht. Welcher Schritt ist nach ESC/EAS-Leitlinie als Nächstes empfohlen?",
      options: [
        "Zusätzliche Gabe von Ezetimib",
        "Zusätzliche Gabe eines Fibrats",
        "Ersatz des Statins durch Omega-3-Fettsäuren",
        "Zusätzliche Gabe von Nikotinsäure",
        "Absetzen des Statins zugunsten einer reinen Diät",
      ],
    },
    {
      text: "Ein Patient nach Myokardinfarkt erreicht unter maximal verträglicher Statindosis plus Ezetimib sein LDL-C-Ziel nicht. Welcher nächste Schritt ist nach ESC/EAS-Leitlinie empfohlen?",
      options: [
        "Ergänzung eines PCSK9-Hemmers, z. B. Evolocumab oder Alirocumab",
        "Ergänzung von Fenofibrat zur zusätzlichen Senkung des LDL-Cholesterins",
        "Umstellung des hochintensiven Statins auf Pravastatin in niedriger Dosis",
        "Ergänzung von Omega-3-Fettsäure-Ethylestern in hoher Tagesdosis",
        "Beendigung der lipidsenkenden Therapie, da das Ziel nicht erreichbar ist",
      ],
    },
    {
      text: "Welche Statintherapie gilt als hochintensiv, d. h. mit einer LDL-C-Senkung um etwa 50 %?",
      options: [
        "Atorvastatin 40–80 mg oder Rosuvastatin 20–40 mg täglich",
        "Simvastatin 10 mg oder Pravastatin 20 mg einmal täglich abends",
        "Fluvastatin 20 mg oder Pravastatin 10 mg täglich zur Nacht",
        "Atorvastatin 10 mg oder Rosuvastatin 5 mg täglich",
        "Lovastatin 10 mg oder Simvastatin 5 mg täglich",
      ],
    },
    {
      text: "Um wie viel sinkt das LDL-C typischerweise zusätzlich, wenn eine bestehende Statindosis verdoppelt wird?",
      options: [
        "Um etwa weitere 6 %",
        "Um etwa weitere 50 %",
        "Um etwa weitere 30 %",
        "Um etwa weitere 80 %",
        "Um etwa weitere 100 %",
      ],
    },
    {
      text: "Um wie viel senkt Ezetimib zusätzlich zu einem Statin das LDL-C etwa?",
      options: ["Um etwa 20–25 %", "Um etwa 1–2 %", "Um etwa 50–60 %", "Um etwa 70–80 %", "Um etwa 90 %"],
    },
    {
      text: "Welcher Zusammenhang zwischen LDL-C-Senkung und kardiovaskulären Ereignissen ist durch Metaanalysen (Cholesterol Treatment Trialists) belegt?",
      options: [
        "Je 1 mmol/l (etwa 39 mg/dl) LDL-C-Senkung sinkt das relative Risiko um etwa ein Fünftel.",
        "Der Nutzen hängt vor allem vom Wirkstoff ab, kaum vom Ausmaß der LDL-C-Senkung.",
        "Unterhalb eines LDL-C von 100 mg/dl ist keine weitere Risikoreduktion mehr nachweisbar.",
        "Eine Risikoreduktion tritt erst nach mehr als zehn Jahren ununterbrochener Therapie ein.",
        "Eine LDL-C-Senkung reduziert Herzinfarkte, erhöht aber im gleichen Maß die Schlaganfälle.",
      ],
    },
    {
      text: "Ein Patient klagt unter Atorvastatin über symmetrische Muskelschmerzen; die CK ist normal. Welches Vorgehen entspricht den Empfehlungen?",
      options: [
        "Statinpause, danach Reexposition mit niedrigerer Dosis oder anderem Statin",
        "Dauerhafter Verzicht auf weitere Statine",
        "Fortführung und gleichzeitige Verdopplung der Atorvastatin-Dosis",
        "Stationäre Aufnahme wegen des Verdachts auf Rhabdomyolyse",
        "Zusätzliche Gabe von Gemfibrozil zur Linderung der Muskelbeschwerden",
      ],
    },
    {
      text: "Bei welchem Befund ist eine Statintherapie wegen Muskelbeschwerden zu unterbrechen?",
      options: [
        "CK über dem Vierfachen der oberen Normgrenze",
        "CK-Erhöhung um 20 % über die obere Normgrenze",
        "Leichte Muskelschmerzen ohne CK-Erhöhung nach Sport",
        "Muskelverspannung im Schulter-Nacken-Bereich nach Bildschirmarbeit",
        "Erniedrigte CK unterhalb des Referenzbereichs",
      ],
    },
    {
      text: "Welche Kombination erhöht das Risiko einer statinassoziierten Myopathie besonders stark und sollte vermieden werden?",
      options: [
        "Simvastatin mit Clarithromycin",
        "Rosuvastatin mit Pantoprazol",
        "Atorvastatin mit Metformin",
        "Pravastatin mit Acetylsalicylsäure",
        "Simvastatin mit Ramipril",
      ],
    },
    {
      text: "Welche Aussage zu erhöhten Transaminasen unter Statintherapie trifft nach ESC/EAS-Leitlinie zu?",
      options: [
        "Eine ALT-Erhöhung unter dem Dreifachen der Normobergrenze ist kein Grund zum Absetzen.",
        "Eine ALT-Erhöhung knapp über der Normgrenze erfordert das Absetzen.",
        "Statine sind bei nichtalkoholischer Fettleber kontraindiziert.",
        "Unter Statintherapie sind die Transaminasen lebenslang wöchentlich zu kontrollieren.",
        "Eine ALT-Erhöhung zeigt zuverlässig eine beginnende Rhabdomyolyse an.",
      ],
    },
    {
      text: "Welche Aussage zum Diabetesrisiko unter Statintherapie trifft zu?",
      options: [
        "Das Diabetesrisiko steigt leicht; der kardiovaskuläre Nutzen überwiegt.",
        "Statine senken das Risiko, an einem Typ-2-Diabetes zu erkranken, um etwa die Hälfte.",
        "Bei Prädiabetes sind Statine wegen des Diabetesrisikos kontraindiziert.",
        "Statine verursachen regelhaft schwere Hypoglykämien bei insulinbehandelten Patienten.",
        "Ein unter Statinen neu aufgetretener Diabetes erfordert das Absetzen des Statins.",
      ],
    },
    {
      text: "Welche Empfehlung gibt die ESC/EAS-Leitlinie zu Statinen bei dialysepflichtigen Patienten ohne atherosklerotische Herz-Kreislauf-Erkrankung?",
      options: [
        "Eine Statintherapie soll bei ihnen nicht neu begonnen werden.",
        "Hochdosierte Statine sind bei ihnen wegen des hohen Risikos obligat.",
        "Bei ihnen wird Ezetimib als alleinige Erstlinientherapie empfohlen.",
        "Bei Dialysebeginn ist eine bestehende Statintherapie abzusetzen.",
        "Bei ihnen sind PCSK9-Hemmer die bevorzugte Erstlinientherapie.",
      ],
    },
    {
      text: "Welche Aussage zur Statintherapie bei über 75-Jährigen trifft nach ESC/EAS-Leitlinie zu?",
      options: [
        "In der Sekundärprävention wird die Statintherapie wie bei Jüngeren empfohlen.",
        "Ab dem 75. Lebensjahr sind Statine wegen fehlenden Nutzens abzusetzen.",
        "Bei über 75-Jährigen wirken Statine in der Sekundärprävention nicht mehr.",
        "Über 75-Jährige erhalten wegen verminderter Resorption die doppelte Dosis.",
        "Im Alter ist Ezetimib als Monotherapie den Statinen vorzuziehen.",
      ],
    },
    {
      text: "Welche lipidsenkende Maßnahme ist bei einem akuten Koronarsyndrom empfohlen?",
      options: [
        "Hochintensives Statin noch in der Klinik, unabhängig vom Ausgangs-LDL-C",
        "Beginn einer Statintherapie frühestens drei Monate nach dem akuten Ereignis",
        "Statintherapie erst ab einem Ausgangs-LDL-C über 190 mg/dl (4,9 mmol/l)",
        "Niedrig dosiertes Pravastatin, um Nebenwirkungen in der Akutphase zu vermeiden",
        "Statinbeginn nach der Rehabilitation, sofern das LDL-C dann erhöht ist",
      ],
    },
    {
      text: "Wann ist nach Beginn oder Anpassung einer lipidsenkenden Therapie laut ESC/EAS-Leitlinie eine Kontrolle des LDL-C vorgesehen?",
      options: [
        "Nach etwa 8 (± 4) Wochen",
        "Bereits nach 2 bis 3 Tagen",
        "Frühestens nach zwei Jahren",
        "Erst beim Auftreten von Muskelbeschwerden",
        "Täglich während der ersten Behandlungswoche",
      ],
    },
    {
      text: "Welche Ernährungsmaßnahme trägt am wirksamsten zur Senkung des LDL-C bei?",
      options: [
        "Ersatz gesättigter Fettsäuren durch ungesättigte Fettsäuren",
        "Ersatz von Olivenöl durch Kokosfett beim Kochen und Braten",
        "Reduktion ballaststoffreicher Vollkornprodukte zugunsten von Weißmehl",
        "Erhöhung des täglichen Konsums von Fruchtsäften",
        "Tägliche Einnahme hoch dosierter Vitamin-E-Präparate",
      ],
    },
    {
      text: "Welche Aussage zu Rotschimmelreis-Präparaten trifft zu?",
      options: [
        "Ihr Monacolin K ist mit Lovastatin identisch und hat dessen Nebenwirkungsprofil.",
        "Sie sind als pflanzliche Produkte frei von Nebenwirkungen und Arzneimittelwechselwirkungen.",
        "Sie senken das LDL-C über eine Hemmung von PCSK9 im Darm.",
        "Sie ersetzen bei sehr hohem Risiko ein hochintensives Statin in gleichwertiger Weise.",
        "Sie erhöhen das HDL-Cholesterin und senken so das kardiovaskuläre Risiko.",
      ],
    },
    {
      text: "Bei welchem Befund sollte bei einem Erwachsenen ohne sekundäre Ursache an eine familiäre Hypercholesterinämie gedacht werden?",
      options: [
        "LDL-C über 190 mg/dl (4,9 mmol/l)",
        "HDL-C unter 40 mg/dl (1,0 mmol/l)",
        "Triglyzeride über 150 mg/dl (1,7 mmol/l)",
        "Gesamtcholesterin über 200 mg/dl (5,2 mmol/l)",
        "LDL-C über 116 mg/dl (3,0 mmol/l)",
      ],
    },
    {
      text: "Ein Patient nach Myokardinfarkt möchte sein Statin absetzen, weil sein LDL-C jetzt normal sei. Welche Information ist in der Beratung zutreffend?",
      options: [
        "Der niedrige Wert ist Therapiefolge; nach Absetzen steigt das LDL-C wieder an.",
        "Nach Erreichen des Zielwerts hält der Effekt auch ohne weitere Einnahme dauerhaft an.",
        "Ein Auslassversuch über ein Jahr ist nach einem Infarkt leitliniengerecht.",
        "Ein Jahr ohne erneutes Ereignis macht das Statin entbehrlich.",
        "Das Statin lässt sich durch Knoblauchkapseln gleichwertig ersetzen.",
      ],
    },
    {
      text: "In welcher Situation ist die Bestimmung von Apolipoprotein B (ApoB) als zusätzlicher Parameter besonders sinnvoll?",
      options: [
        "Bei Hypertriglyzeridämie, Diabetes, Adipositas oder sehr niedrigem LDL-C",
        "Vor allem bei Kindern und Jugendlichen vor Beginn einer Statintherapie",
        "Zur Diagnose einer Hypothyreose als Ursache einer Dyslipidämie",
        "Als Ersatz für die Bestimmung der Kreatinkinase bei Muskelbeschwerden unter Statinen",
        "Zur Verlaufskontrolle einer Therapie mit Schleifendiuretika",
      ],
    },
    {
      text: "Welche Untersuchung kann nach ESC/EAS Focused Update 2025 bei Personen mit moderatem Risiko nahe einer Therapieschwelle zur Reklassifikation beitragen?",
      options: [
        "Koronarkalk-Score in der Computertomographie",
        "Belastungs-EKG auf dem Fahrradergometer",
        "Ruhe-EKG mit Bestimmung der frequenzkorrigierten QT-Zeit",
        "Sonographie der Leber auf Steatose",
        "Bestimmung des Nüchternblutzuckers",
      ],
    },
  ],
};
