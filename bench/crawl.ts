// npm run bench:crawl: does the kept set hold the whole site under a crawler and a flood (issue #31, ADR 021)?
// Against the production build at its defaults, on loopback: every sitemap address twice in order (the second
// pass should be ≥ 99% kept answers), then 10,000 made-up addresses (case variants, trailing slashes, data
// forms and `_routes` subsets, made-up blog pages and categories, unknown parameters, home after "new fact",
// new searches and suggestions), then one pass over 120 warm pages (≥ 99% kept). Kept answers are counted
// from the server's own metrics (curio_render_cache_hits_total), RSS from /proc. Writes bench/crawl-results.json.
// Not a test; not run in CI. CRAWL_ENV='{"RENDER_CACHE_MB":"16"}' starts the server with other settings.
import { writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { freePort } from "../test/support/ports";
import { rssMb, spawnProductionServer } from "../test/support/production-server";

const TARGET = 0.99;
const FLOOD = 10_000;
const WARM = 120;
/** Requests in flight during a pass: a polite crawler's handful. */
const CONCURRENCY = 4;
const ACCEPT_ENCODING = "gzip, deflate, br";

async function metric(metricsBase: string, name: string): Promise<number> {
  const text = await (await fetch(`${metricsBase}/metrics`)).text();
  return Number(new RegExp(`^${name} (\\S+)$`, "m").exec(text)?.[1] ?? 0);
}

/** Requests every path once, CONCURRENCY at a time, in order; returns how many answers were kept ones. */
async function pass(
  base: string,
  metricsBase: string,
  paths: readonly string[],
): Promise<{ kept: number; statuses: Record<number, number> }> {
  const before = await metric(metricsBase, "curio_render_cache_hits_total");
  const statuses: Record<number, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      const res = await fetch(`${base}${path}`, { headers: { "accept-encoding": ACCEPT_ENCODING }, redirect: "manual" });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { kept: (await metric(metricsBase, "curio_render_cache_hits_total")) - before, statuses };
}

const randomCase = (text: string, n: number) => [...text].map((c, i) => ((n >> (i % 16)) & 1 ? c.toUpperCase() : c)).join("");

/** The made-up address number `n`: every variant of issue #31, spread over the site's real addresses. */
function madeUp(n: number, facts: readonly string[], words: readonly string[]): string {
  const fact = facts[n % facts.length]!;
  const word = words[n % words.length]!;
  const variants = [
    () => randomCase(fact, n + 1),
    () => fact.replace(/^\/(en|ko)/, (l) => l.toUpperCase()),
    () => `${fact}/`,
    () => `${fact}.data`,
    () => `${fact}.data?_routes=${["root", "routes/lang-layout", "routes/fact"].filter((_, i) => (n >> i) & 1).join(",")}`,
    () => `${randomCase(fact, n)}.data`,
    () => `/en/blog?page=${n}`,
    () => `/ko/blog?page=${n % 7}${"0".repeat(n % 3)}x`,
    () => `/en/blog?category=${randomCase("space", n + 1)}`,
    () => `/en/blog.data?page=${n}&category=${word}`,
    () => `${fact}?utm_source=${n}`,
    () => `/en?after=${encodeURIComponent(facts[(n * 7) % facts.length]!.slice(3))}`,
    () => `/en/search?query=${encodeURIComponent(`${word} ${n}`)}`,
    () => `/ko/search/suggest?query=${encodeURIComponent(`${word}${n}`)}`,
    () => `/en/Blog/?page=${n % 5}`,
  ];
  return variants[n % variants.length]!();
}

/** Every blog list page in both languages, for all posts and per category (6 posts a page). */
function blogAddresses(metadata: unknown): string[] {
  const posts = (metadata ?? {}) as Record<string, { category?: { slug?: string } }[]>;
  const out: string[] = [];
  for (const [key, lang] of [
    ["english", "en"],
    ["korean", "ko"],
  ] as const) {
    const list = Array.isArray(posts[key]) ? posts[key] : [];
    const counts = new Map<string | null, number>([[null, list.length]]);
    for (const post of list) counts.set(post.category?.slug ?? "", (counts.get(post.category?.slug ?? "") ?? 0) + 1);
    for (const [category, count] of counts)
      for (let page = 1; page <= Math.max(1, Math.ceil(count / 6)); page++) {
        const query = [category ? `category=${category}` : "", page > 1 ? `page=${page}` : ""].filter(Boolean).join("&");
        out.push(`/${lang}/blog${query ? `?${query}` : ""}`);
      }
  }
  return out;
}

async function main() {
  const metricsPort = await freePort();
  const extra = JSON.parse(process.env.CRAWL_ENV ?? "{}") as Record<string, string>;
  const { child, base } = await spawnProductionServer({ METRICS_PORT: String(metricsPort), ...extra });
  const metricsBase = `http://127.0.0.1:${metricsPort}`;
  const pid = child.pid!;
  try {
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const facts = addresses.filter((a) => a.includes("/fact/"));
    const words = [...new Set(facts.flatMap((f) => f.split("/").pop()!.split("-")).filter((w) => w.length >= 4))];
    const rows: { step: string; requests: number; keptRatio?: number; rssMb: number; cacheMb: number; evictions: number }[] = [];
    const record = async (step: string, requests: number, kept?: number) =>
      rows.push({
        step,
        requests,
        ...(kept === undefined ? {} : { keptRatio: Number((kept / requests).toFixed(4)) }),
        rssMb: Math.round(rssMb(pid)),
        cacheMb: Number(((await metric(metricsBase, "curio_render_cache_bytes")) / 2 ** 20).toFixed(1)),
        evictions: await metric(metricsBase, "curio_render_cache_evictions_total"),
      });

    await record("at rest", 0);
    const first = await pass(base, metricsBase, addresses);
    await record("sitemap, first pass", addresses.length, first.kept);
    const second = await pass(base, metricsBase, addresses);
    await record("sitemap, second pass", addresses.length, second.kept);

    let n = 0;
    const flood = await autocannon({
      url: base,
      connections: 8,
      amount: FLOOD,
      headers: { "accept-encoding": ACCEPT_ENCODING },
      requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: madeUp(n++, facts, words) }) }],
    });
    await record(`${FLOOD.toLocaleString("en")} made-up addresses`, flood.requests.total);
    const warm = await pass(base, metricsBase, facts.slice(0, WARM));
    await record(`${WARM} warm pages after the flood`, WARM, warm.kept);

    // The rest of the finite site: every page's data form, each fact side by side, every blog page of every
    // category; then the sitemap once more, to see whether the whole of it fits at once.
    const blog = await (await fetch(`${base}/blog-metadata.json`)).json().catch(() => null);
    const blogPages = blogAddresses(blog);
    const rest = [
      ...addresses.map((a) => (a === "/" ? "/_root.data" : `${a}.data`)),
      ...facts.map((f) => `${f}/side-by-side`),
      ...blogPages,
      ...blogPages.map((b) => b.replace("/blog", "/blog.data")),
    ];
    await pass(base, metricsBase, rest);
    await pass(base, metricsBase, rest);
    await record(`the rest of the site (${rest.length} addresses), twice`, rest.length);
    const again = await pass(base, metricsBase, addresses);
    await record("sitemap, once more", addresses.length, again.kept);

    console.table(rows);
    const statuses = { ...flood.statusCodeStats };
    console.log("flood statuses:", Object.fromEntries(Object.entries(statuses).map(([code, { count }]) => [code, count])));
    const ratios = [second.kept / addresses.length, warm.kept / WARM];
    console.log(
      ratios.every((r) => r >= TARGET)
        ? `both passes ≥ ${TARGET * 100}% kept`
        : `BELOW ${TARGET * 100}%: sitemap ${(ratios[0]! * 100).toFixed(1)}%, warm ${(ratios[1]! * 100).toFixed(1)}%`,
    );
    writeFileSync("bench/crawl-results.json", `${JSON.stringify({ date: new Date().toISOString(), env: extra, rows }, null, 2)}\n`);
  } finally {
    child.kill("SIGTERM");
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
