import { firstLoadJs } from "./first-load-js.mjs";
const cookie = process.argv[2];
for (const [p, c] of [["/", ""], ["/home", cookie], ["/imprint", ""], ["/fachgebiete", ""], ["/fachgebiete/kardiologie", ""], ["/search/Herzinsuffizienz", ""], ["/livestreams", ""], ["/cme-fortbildungen", ""], ["/channel/kardiologie-aktuell", ""], ["/shorts", ""], ["/video/expertenrunde-herzinsuffizienz-kontroversen-und-konsens-2", cookie], ["/live/dauerlivestream-kardiologie-update", cookie]]) {
  const html = await (await fetch("http://127.0.0.1:3300" + p, { headers: { cookie: c } })).text();
  const r = firstLoadJs(html);
  console.log(p.padEnd(40), (r.bytes / 1024).toFixed(1), "KB", r.files, "files");
}
