/**
 * Makes the reference API's sample media (server/media-samples/) from server/watch/samples.ts:
 * per sample a progressive MP4 (H.264 main + AAC, +faststart), the same as HLS VOD (4 s segments,
 * index.m3u8), a poster JPEG and German WebVTT captions. Coloured slides with the chapter titles, a
 * running clock and a quiet sine tone, so the files stay small.
 *
 * Run once when the samples change, then commit the output (CI has no ffmpeg):
 *   npx tsx scripts/make-media-samples.ts
 * Needs ffmpeg with libx264 and drawtext (FFMPEG=/path/to/ffmpeg to pick one) and the DejaVu fonts
 * (FONT_DIR, default /usr/share/fonts/truetype/dejavu).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  ALL_SAMPLES,
  captionsVtt,
  SAMPLE_FILES,
  SAMPLES_DIR,
  SEGMENT_SECONDS,
  type Sample,
} from "../server/watch/samples.ts";

const ffmpeg = process.env.FFMPEG ?? "ffmpeg";
const fontDir = process.env.FONT_DIR ?? "/usr/share/fonts/truetype/dejavu";
const bold = join(fontDir, "DejaVuSans-Bold.ttf");
const regular = join(fontDir, "DejaVuSans.ttf");
const FPS = 25;

function run(args: string[]): void {
  execFileSync(ffmpeg, ["-hide_banner", "-loglevel", "error", "-y", ...args], { stdio: "inherit" });
}

/** drawtext reading its text from a file, so umlauts and colons need no escaping. */
function text(file: string, font: string, size: number, x: string, y: string, enable?: string): string {
  const parts = [
    `fontfile=${font}`,
    `textfile=${file}`,
    `fontsize=${size}`,
    "fontcolor=white",
    `x=${x}`,
    `y=${y}`,
  ];
  if (enable) parts.push(`enable='${enable}'`);
  return `drawtext=${parts.join(":")}`;
}

function filterFor(sample: Sample, work: string): string {
  const vertical = sample.height > sample.width;
  const scale = vertical ? 0.85 : 1;
  const filters: string[] = [];
  const header = join(work, "header.txt");
  writeFileSync(header, vertical ? "CME-Short · Beispiel" : "CME-Fortbildung · Beispielvortrag");
  filters.push(text(header, regular, Math.round(18 * scale), "24", "24"));
  sample.slides.forEach((slide, i) => {
    const end = sample.slides[i + 1]?.start_seconds ?? sample.duration_seconds + 1;
    const enable = `between(t,${slide.start_seconds},${end - 0.001})`;
    const title = join(work, `title-${i}.txt`);
    const subtitle = join(work, `subtitle-${i}.txt`);
    const counter = join(work, `counter-${i}.txt`);
    writeFileSync(title, slide.title);
    writeFileSync(subtitle, slide.subtitle);
    writeFileSync(counter, `Kapitel ${i + 1} von ${sample.slides.length}`);
    filters.push(text(counter, regular, Math.round(20 * scale), "(w-text_w)/2", "h/2-90", enable));
    filters.push(text(title, bold, Math.round(48 * scale), "(w-text_w)/2", "h/2-50", enable));
    filters.push(text(subtitle, regular, Math.round(24 * scale), "(w-text_w)/2", "h/2+20", enable));
  });
  // The running clock (mm:ss) bottom right.
  filters.push(
    `drawtext=fontfile=${bold}:fontsize=${Math.round(22 * scale)}:fontcolor=white:x=w-text_w-24:y=h-text_h-24:` +
      "text='%{eif\\:floor(t/60)\\:d\\:2}\\:%{eif\\:mod(floor(t)\\,60)\\:d\\:2}'",
  );
  return `[0:v]${filters.join(",")}[v]`;
}

function make(sample: Sample): void {
  const dir = join(SAMPLES_DIR, sample.name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const work = mkdtempSync(join(tmpdir(), `sample-${sample.name}-`));
  try {
    const filterFile = join(work, "filter.txt");
    writeFileSync(filterFile, filterFor(sample, work));
    const mp4 = join(dir, SAMPLE_FILES.mp4);
    const d = sample.duration_seconds;
    run([
      ...["-f", "lavfi", "-i", `color=c=${sample.color}:s=${sample.width}x${sample.height}:r=${FPS}:d=${d}`],
      ...["-f", "lavfi", "-i", `sine=frequency=${sample.tone}:sample_rate=22050:duration=${d}`],
      ...["-filter_complex_script", filterFile, "-map", "[v]", "-map", "1:a"],
      ...["-c:v", "libx264", "-profile:v", "main", "-pix_fmt", "yuv420p", "-preset", "veryslow"],
      ...["-tune", "stillimage", "-crf", "30", "-maxrate", "160k", "-bufsize", "320k"],
      // A keyframe exactly every segment, so HLS segments are all SEGMENT_SECONDS long.
      ...["-g", String(SEGMENT_SECONDS * FPS), "-keyint_min", String(SEGMENT_SECONDS * FPS)],
      ...["-sc_threshold", "0", "-force_key_frames", `expr:gte(t,n_forced*${SEGMENT_SECONDS})`],
      ...["-af", "volume=0.06", "-c:a", "aac", "-b:a", "16k", "-ac", "1"],
      ...["-t", String(d), "-movflags", "+faststart", mp4],
    ]);
    run([
      ...["-i", mp4, "-c", "copy", "-f", "hls", "-hls_time", String(SEGMENT_SECONDS)],
      ...["-hls_playlist_type", "vod", "-hls_segment_filename", join(dir, "seg-%03d.m2t")],
      join(dir, SAMPLE_FILES.hls),
    ]);
    run(["-ss", "2", "-i", mp4, "-frames:v", "1", "-q:v", "5", join(dir, SAMPLE_FILES.poster)]);
    writeFileSync(join(dir, SAMPLE_FILES.captions), captionsVtt(sample));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const size = readdirSync(dir).reduce((sum, file) => sum + statSync(join(dir, file)).size, 0);
  console.log(`${sample.name}: ${readdirSync(dir).length} files, ${Math.round(size / 1024)} KB`);
}

for (const sample of ALL_SAMPLES) make(sample);
