import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { typesWithExtensions } from "../../scripts/bundle/mime-types-with-extensions.mjs";
import { request, sharedServerUrl } from "../support/built-server";

// What `npm run build` leaves (scripts/bundle-server.mjs): Vite's server build, in which server.ts and React
// Router's server build are two entries of one module graph, and esbuild's bundle of it with its dependencies.
const SERVER_BUILD = "build/server";
const BUNDLE = "build/server.js";

interface Metafile {
  outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }>;
}
const inputsOf = (file: string): string[] => {
  const meta = JSON.parse(readFileSync("build/server.meta.json", "utf8")) as Metafile;
  const output = meta.outputs[file];
  if (!output) throw new Error(`${file} is not in build/server.meta.json`);
  return Object.keys(output.inputs).filter((input) => output.inputs[input]!.bytesInOutput > 0);
};

const OURS = /^(app|server)[\\/]|^server\.ts$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

describe("the production server holds one copy of every module (issue #32)", () => {
  // Before, esbuild bundled server.ts from its sources and folded in React Router's server build, which Vite
  // had already compiled app/lib into: two copies of every shared module and of its module-level state.
  it("bundles no source file of ours directly: all our code comes through Vite's one server build", () => {
    const inputs = inputsOf(BUNDLE);
    expect(inputs.filter((input) => OURS.test(input))).toEqual([]);
    expect(inputs.some((input) => input.startsWith(`${SERVER_BUILD}/`))).toBe(true);
  });

  it("has each app module once in Vite's server build", () => {
    // Rolldown heads each module's code with a comment naming its file (the server build is not minified).
    const seen = new Map<string, string[]>();
    for (const file of filesUnder(SERVER_BUILD).filter((f) => f.endsWith(".js"))) {
      for (const [, module] of readFileSync(file, "utf8").matchAll(/^\/\/ ((?:app|server)\/[^\s]+|server\.ts)$/gm)) {
        seen.set(module!, [...(seen.get(module!) ?? []), file]);
      }
    }
    expect(seen.size, "modules found in the server build").toBeGreaterThan(100);
    for (const module of ["app/lib/i18n/languages.ts", "app/lib/i18n/messages/index.ts", "server/app.ts", "server.ts"]) {
      expect(seen.has(module), module).toBe(true);
    }
    expect([...seen].filter(([, files]) => files.length > 1)).toEqual([]);
  });

  it("names no exported function of app/lib twice in the bundle (as in isLang and isLang2)", () => {
    // The bundle is minified with its names kept: esbuild's helper (__name, itself minified) gives each function
    // its name back, as in a(wi,"isLang"). A module bundled twice gives each of its functions a second one.
    const bundle = readFileSync(BUNDLE, "latin1");
    const helper = /([\w$]+)=\(([\w$]+),([\w$]+)\)=>[\w$]+\(\2,"name",\{value:\3,configurable:!0\}\)/.exec(bundle)?.[1];
    expect(helper, "esbuild's keep-names helper").toBeDefined();
    const kept = new Map<string, number>();
    for (const [, name] of bundle.matchAll(new RegExp(`[^\\w$]${helper!.replace(/\$/g, "\\$")}\\([\\w$]+,"([\\w$]+)"\\)`, "g"))) {
      kept.set(name!, (kept.get(name!) ?? 0) + 1);
    }
    // How many functions of each name we wrote (app/, server/, server.ts), and every word of the dependencies in
    // the bundle: a name a dependency also uses (isbot's isBot, negotiator's parseAcceptLanguage) is not ours to count.
    const sources = [...filesUnder("app"), ...filesUnder("server"), "server.ts"].filter(
      (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f),
    );
    const written = new Map<string, number>();
    const exported = new Set<string>();
    for (const file of sources) {
      const code = readFileSync(file, "utf8");
      for (const [, name] of code.matchAll(/\bfunction\*? (\w+)/g)) written.set(name!, (written.get(name!) ?? 0) + 1);
      if (file.startsWith(`app${path.sep}lib`))
        for (const [, name] of code.matchAll(/^export (?:async )?function\*? (\w+)/gm)) exported.add(name!);
    }
    const dependencyWords = new Set(
      inputsOf(BUNDLE)
        .filter((input) => input.includes("node_modules"))
        .flatMap((input) => readFileSync(input, "utf8").match(/[\w$]+/g) ?? []),
    );
    expect(exported.size).toBeGreaterThan(100);
    for (const name of ["isLang", "messagesFor", "negotiateLang"]) expect(kept.get(name), name).toBe(1);
    const twice = [...exported].filter((name) => !dependencyWords.has(name) && (kept.get(name) ?? 0) > written.get(name)!);
    expect(twice).toEqual([]);
  });
});

// What Express and `compression` read from outside the bundle: the whole database, and its compressibility rule.
const requireDependency = createRequire(import.meta.url);
const mimeDb = requireDependency("mime-db") as Record<string, { extensions?: string[] }>;
const compressible = requireDependency("compressible") as (type: string) => boolean | undefined;

describe("mime-db in the bundle holds the types with an extension (scripts/bundle/mime-types-with-extensions.mjs)", () => {
  const app = sharedServerUrl();
  // Every kind of answer Curio sends, through the production server: pages, their data, feeds, sitemaps,
  // the API, the calendar, and the built assets.
  const asset = (ext: string) => `/assets/${readdirSync("build/client/assets").find((f) => f.endsWith(ext))}`;
  const urls = [
    "/en",
    "/en/fact/space/venus-day-longer-than-year",
    "/en/fact/space/venus-day-longer-than-year.data",
    "/en/feed.xml",
    "/en/today/feed.xml",
    "/en/today/calendar.ics",
    "/sitemap.xml",
    "/robots.txt",
    "/blog-metadata.json",
    "/api/v1/facts/today?lang=en",
    "/api/v1/openapi.json",
    "/api/v1/nothing-here",
    "/en/no-such-page",
    "/favicon.svg",
    "/og/space.png",
    asset(".js"),
  ];

  it("answers every type Curio sends as the full database would: compressed exactly when it is compressible", async () => {
    const sent = new Set<string>();
    for (const url of urls) {
      const res = await request(app).get(url).set("Accept-Encoding", "gzip");
      expect(res.status, url).toBe(/nothing-here|no-such-page/.test(url) ? 404 : 200);
      const type = String(res.headers["content-type"]).split(";")[0]!.trim();
      sent.add(type);
      if (Number(res.headers["content-length"] ?? Infinity) < 1024) continue; // below compression's threshold
      const full = Boolean(compressible(type));
      expect(res.headers["content-encoding"] === "gzip", `${url} (${type})`).toBe(full);
    }
    expect(sent.size).toBeGreaterThan(6);
    // And the database the bundle holds gives each of them the same entry (or, for a type no extension names,
    // the same fallback) as the whole one.
    const kept = typesWithExtensions(mimeDb);
    for (const type of sent) expect(kept[type], type).toEqual(type in kept ? mimeDb[type] : undefined);
  });

  it("keeps every entry that names an extension, so a lookup by extension finds the same type", () => {
    const all = mimeDb;
    const kept = typesWithExtensions(all);
    const withExtension = Object.keys(all).filter((type) => all[type]!.extensions?.length);
    expect(Object.keys(kept)).toEqual(withExtension);
    expect(withExtension.length).toBeGreaterThan(900);
  });
});
