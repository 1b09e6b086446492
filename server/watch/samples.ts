/**
 * The sample media the reference API plays (`server/media-samples/<name>/`), made once by
 * `scripts/make-media-samples.ts` from this description and committed. The seed maps every video,
 * short and livestream onto one of them, so durations, chapters and citations fit the real file.
 */
import { fileURLToPath } from "node:url";

export interface Slide {
  title: string;
  /** A second line under the title. */
  subtitle: string;
  start_seconds: number;
}

export interface Cue {
  start: number;
  end: number;
  text: string;
}

export interface Sample {
  name: string;
  width: number;
  height: number;
  /** A multiple of SEGMENT_SECONDS, so every HLS segment is exactly that long. */
  duration_seconds: number;
  /** Slide background colour. */
  color: string;
  /** Tone of the quiet sine in Hz. */
  tone: number;
  slides: Slide[];
  captions: Cue[];
}

export const SEGMENT_SECONDS = 4;

/**
 * Each sample directory holds these files, and the HLS segments seg-000.m2t, seg-001.m2t, … (MPEG-TS,
 * served as video/mp2t; not `.ts`, which TypeScript, ESLint and Prettier would take for source).
 */
export const SAMPLE_FILES = {
  hls: "index.m3u8",
  mp4: "video.mp4",
  captions: "captions.vtt",
  poster: "poster.jpg",
} as const;

export const SAMPLES_DIR = fileURLToPath(new URL("../media-samples/", import.meta.url));

export const segmentName = (index: number): string => `seg-${String(index).padStart(3, "0")}.m2t`;

export const segmentCount = (sample: Sample): number => Math.ceil(sample.duration_seconds / SEGMENT_SECONDS);

const video = (
  name: string,
  color: string,
  tone: number,
  duration: number,
  slides: [string, string, number][],
  captions: [number, number, string][],
): Sample => ({
  name,
  width: 640,
  height: 360,
  duration_seconds: duration,
  color,
  tone,
  slides: slides.map(([title, subtitle, start_seconds]) => ({ title, subtitle, start_seconds })),
  captions: captions.map(([start, end, text]) => ({ start, end, text })),
});

const short = (
  name: string,
  color: string,
  tone: number,
  slides: [string, string, number][],
  captions: [number, number, string][],
): Sample => ({ ...video(name, color, tone, 20, slides, captions), width: 360, height: 640 });

/** Landscape talks (videos and livestreams). */
export const VIDEO_SAMPLES: Sample[] = [
  video(
    "vortrag-1",
    "#046172",
    220,
    72,
    [
      ["Einführung", "Worum es heute geht", 0],
      ["Diagnostik", "Anamnese, Labor, Bildgebung", 24],
      ["Therapie", "Leitliniengerecht behandeln", 48],
    ],
    [
      [0.5, 6, "Herzlich willkommen zu dieser Fortbildung."],
      [6.5, 12, "Zuerst klären wir, worum es heute geht."],
      [12.5, 20, "Am Ende kennst du die wichtigsten Schritte für deine Praxis."],
      [24.5, 31, "Kommen wir zur Diagnostik."],
      [31.5, 38, "Am Anfang stehen eine gründliche Anamnese und die körperliche Untersuchung."],
      [38.5, 46, "Labor und Bildgebung sichern die Diagnose ab."],
      [48.5, 55, "Nun zur Therapie."],
      [55.5, 63, "Wir behandeln leitliniengerecht und passen die Dosis schrittweise an."],
      [63.5, 71, "Vielen Dank fürs Zuschauen."],
    ],
  ),
  video(
    "vortrag-2",
    "#6a1b9a",
    196,
    80,
    [
      ["Einführung", "Ein Fall aus der Praxis", 0],
      ["Pathophysiologie", "Was im Körper passiert", 20],
      ["Diagnostik", "Die richtigen Tests zur richtigen Zeit", 40],
      ["Therapie", "Optionen und Nebenwirkungen", 60],
    ],
    [
      [0.5, 7, "Willkommen! Wir beginnen mit einem Fall aus der Praxis."],
      [7.5, 15, "Eine 64-jährige Patientin stellt sich mit Luftnot vor."],
      [20.5, 28, "Schauen wir uns an, was dabei im Körper passiert."],
      [28.5, 37, "Entscheidend ist das Zusammenspiel von Herz, Niere und Gefäßen."],
      [40.5, 48, "Welche Tests brauchen wir, und wann?"],
      [48.5, 57, "Ein Basislabor und ein EKG gehören immer dazu."],
      [60.5, 68, "Für die Therapie gibt es mehrere Optionen."],
      [68.5, 78, "Achte auf Nebenwirkungen und Wechselwirkungen."],
    ],
  ),
  video(
    "vortrag-3",
    "#00695c",
    247,
    64,
    [
      ["Einführung", "Ziele dieser Einheit", 0],
      ["Fallbeispiel", "Vom Symptom zur Diagnose", 16],
      ["Therapie", "Was wirklich hilft", 32],
      ["Fazit", "Das Wichtigste in Kürze", 48],
    ],
    [
      [0.5, 7, "In dieser Einheit lernst du drei Dinge."],
      [7.5, 15, "Erstens, zweitens und drittens – der Reihe nach."],
      [16.5, 24, "Unser Fallbeispiel: ein Patient mit unklaren Beschwerden."],
      [24.5, 31, "Schritt für Schritt kommen wir zur Diagnose."],
      [32.5, 40, "Was hilft wirklich? Die Studienlage ist eindeutig."],
      [40.5, 47, "Beginne früh und kontrolliere regelmäßig."],
      [48.5, 56, "Zum Schluss das Wichtigste in Kürze."],
      [56.5, 63, "Vielen Dank und bis zum nächsten Mal."],
    ],
  ),
];

/** Vertical shorts. */
export const SHORT_SAMPLES: Sample[] = [
  short(
    "short-1",
    "#ad1457",
    262,
    [
      ["Merksatz", "In 20 Sekunden", 0],
      ["Praxistipp", "Gleich ausprobieren", 10],
    ],
    [
      [0.5, 5, "Ein Merksatz für deinen Alltag."],
      [5.5, 9.5, "Kurz, klar und leicht zu behalten."],
      [10.5, 15, "Und hier der Praxistipp."],
      [15.5, 19.5, "Probier es gleich aus!"],
    ],
  ),
  short(
    "short-2",
    "#ef6c00",
    294,
    [
      ["Drei Fakten", "Schnell erklärt", 0],
      ["Fazit", "Das bleibt hängen", 12],
    ],
    [
      [0.5, 4, "Drei Fakten, schnell erklärt."],
      [4.5, 8, "Erstens: früh erkennen."],
      [8.5, 11.5, "Zweitens: gezielt behandeln."],
      [12.5, 19.5, "Drittens: regelmäßig kontrollieren."],
    ],
  ),
];

export const ALL_SAMPLES = [...VIDEO_SAMPLES, ...SHORT_SAMPLES];

/** Videos and livestreams play a landscape talk, shorts a vertical one; chosen by id. */
export function sampleFor(kind: string, id: number): Sample {
  const list = kind === "SHORT" ? SHORT_SAMPLES : VIDEO_SAMPLES;
  return list[id % list.length] as Sample;
}

/** "00:01:02.500" */
export function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

export function captionsVtt(sample: Sample): string {
  const cues = sample.captions.map(
    (cue, i) => `${i + 1}\n${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${cue.text}\n`,
  );
  return `WEBVTT\n\n${cues.join("\n")}`;
}
