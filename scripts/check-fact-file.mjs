// Quick structural check for one category file while writing: node scripts/check-fact-file.mjs data/facts/space.json
import { readFileSync } from "node:fs";
const file = process.argv[2];
const cat = file.split("/").pop().replace(".json", "");
const facts = JSON.parse(readFileSync(file, "utf8"));
const problems = [];
const words = (s) => s.trim().split(/\s+/).filter(Boolean).length;
const seen = new Set(), titles = { en: new Set(), ko: new Set() };
facts.forEach((f, i) => {
  const at = `#${i} ${f.slug}`;
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(f.slug)) problems.push(`${at}: bad slug`);
  if (f.id !== f.slug) problems.push(`${at}: id must equal slug`);
  if (f.category !== cat) problems.push(`${at}: category must be ${cat}`);
  if (f.path !== `/fact/${cat}/${f.slug}`) problems.push(`${at}: path`);
  if (seen.has(f.slug)) problems.push(`${at}: duplicate slug`); seen.add(f.slug);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(f.publishedDate) || isNaN(Date.parse(f.publishedDate))) problems.push(`${at}: publishedDate`);
  if (!(f.priority >= 0.5 && f.priority <= 0.8 && Math.abs(f.priority * 10 - Math.round(f.priority * 10)) < 1e-9)) problems.push(`${at}: priority`);
  if (!Array.isArray(f.sources) || f.sources.length < 1 || f.sources.some((s) => !s.publisher || !s.title)) problems.push(`${at}: sources`);
  for (const lang of ["en", "ko"]) {
    const t = f.translations?.[lang];
    if (!t) { problems.push(`${at}: missing ${lang}`); continue; }
    for (const k of ["title", "body", "detail", "seoDescription"]) if (typeof t[k] !== "string" || !t[k].trim()) problems.push(`${at}.${lang}: ${k}`);
    if (titles[lang].has(t.title)) problems.push(`${at}.${lang}: duplicate title`); titles[lang].add(t.title);
    if (!Array.isArray(t.keywords) || t.keywords.length < 5 || t.keywords.length > 6) problems.push(`${at}.${lang}: keywords must be 5-6`);
    if (!(Number.isInteger(t.readingTimeMinutes) && t.readingTimeMinutes >= 2 && t.readingTimeMinutes <= 5)) problems.push(`${at}.${lang}: readingTimeMinutes`);
    if (lang === "en") {
      const w = words(t.detail ?? "");
      if (w < 90 || w > 180) problems.push(`${at}.en: detail has ${w} words (90-180)`);
      const n = [...(t.seoDescription ?? "")].length;
      if (n < 120 || n > 160) problems.push(`${at}.en: seoDescription ${n} chars (120-160)`);
    } else {
      const n = [...(t.seoDescription ?? "")].length;
      if (n < 60 || n > 90) problems.push(`${at}.ko: seoDescription ${n} chars (60-90)`);
      const c = [...(t.detail ?? "").replace(/\s/g, "")].length;
      if (c < 180 || c > 520) problems.push(`${at}.ko: detail has ${c} non-space chars (180-520)`);
    }
  }
});
console.log(`${facts.length} facts in ${file}`);
if (problems.length) { console.log(problems.join("\n")); process.exit(1); } else console.log("OK");
