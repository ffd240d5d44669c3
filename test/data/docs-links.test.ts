import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Docs that stay true: every ADR that changes an earlier one says so ("Amends: NNN") and the earlier one links
// back ("Amended by NNN"); no document or comment names an ADR that does not exist, and no document names a
// repository file that is not there.

const DECISIONS = "docs/decisions";

interface Adr {
  number: string;
  file: string;
  amends: string[];
  amendedBy: string[];
}

/** The ADR numbers a header line lists after its label ("- Amends: 005 (…), 007 (…)"). */
function numbersAfter(header: string, label: RegExp): string[] {
  return header
    .split("\n")
    .filter((line) => label.test(line))
    .flatMap((line) => [...line.replace(label, "").replace(/\([^)]*\)/g, "").matchAll(/\b(\d{3})\b/g)].map((m) => m[1]!));
}

function readAdrs(dir = DECISIONS): Adr[] {
  return readdirSync(dir)
    .filter((name) => /^\d{3}-.+\.md$/.test(name) && !name.startsWith("000-"))
    .map((name) => {
      const text = readFileSync(path.join(dir, name), "utf8");
      // The header: the lines between the title and the first section.
      const header = text.slice(0, text.indexOf("\n## ") === -1 ? undefined : text.indexOf("\n## "));
      return {
        number: name.slice(0, 3),
        file: name,
        amends: numbersAfter(header, /^- (Amends|Supersedes):?\s*/i),
        amendedBy: numbersAfter(header, /^- (Amended|Superseded) by:?\s*/i),
      };
    });
}

/** Every one-way or dangling link between ADRs, as sentences. */
function adrLinkProblems(adrs: readonly Adr[]): string[] {
  const byNumber = new Map(adrs.map((adr) => [adr.number, adr]));
  const problems: string[] = [];
  for (const adr of adrs) {
    for (const earlier of adr.amends) {
      const target = byNumber.get(earlier);
      if (!target) problems.push(`${adr.file} amends ${earlier}, which does not exist`);
      else if (!target.amendedBy.includes(adr.number)) problems.push(`${adr.file} amends ${earlier}, but ${target.file} has no "Amended by ${adr.number}"`);
    }
    for (const later of adr.amendedBy) {
      const source = byNumber.get(later);
      if (!source) problems.push(`${adr.file} is amended by ${later}, which does not exist`);
      else if (!source.amends.includes(adr.number)) problems.push(`${adr.file} is amended by ${later}, but ${source.file} has no "Amends: ${adr.number}"`);
    }
  }
  return problems;
}

/** Files to read for references: the docs, and the code whose comments cite ADRs. */
function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ["node_modules", "build", ".react-router"].includes(entry.name) ? [] : files(full, keep);
    return keep(entry.name) ? [full] : [];
  });
}

const DOCS = ["README.md", "deploy/README.md", ...files("docs", (name) => name.endsWith(".md"))];
const CODE = ["server.ts", "eslint.config.js", ...["app", "server", "scripts", "test", "bench"].flatMap((dir) => files(dir, (name) => /\.(ts|tsx|mjs|js|sh)$/.test(name)))].filter(
  // This file names missing ADRs on purpose, to show they are caught.
  (file) => file !== path.normalize("test/data/docs-links.test.ts"),
);
/** Outputs the repository ignores (bench/results.json): a document may name them. */
const IGNORED = readFileSync(".gitignore", "utf8").split("\n").filter(Boolean);
const isIgnored = (file: string) => IGNORED.some((entry) => file === entry || file.startsWith(entry.endsWith("/") ? entry : `${entry}/`));

/** References to ADRs that do not exist ("ADR 013", "ADRs 005, 007", "docs/decisions/021-…"). */
function missingAdrReferences(texts: readonly { file: string; text: string }[], numbers: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const { file, text } of texts)
    for (const match of text.matchAll(/\bADRs? ((?:\d{3}(?:,\s*|\s+and\s+|\s*[–-]\s*)?)+)|docs\/decisions\/(\d{3})-/g))
      for (const number of (match[1] ?? match[2]!).match(/\d{3}/g) ?? [])
        if (!numbers.has(number)) problems.push(`${file} names ADR ${number}, which does not exist`);
  return problems;
}

const TOP_LEVEL = ["app", "server", "scripts", "test", "docs", "bench", "deploy", "data", "public"];

/** Repository paths a document names (in a Markdown link or in `code`) that are not there. */
function missingFiles(texts: readonly { file: string; text: string }[], exists: (file: string) => boolean): string[] {
  const problems: string[] = [];
  for (const { file, text } of texts) {
    const named = new Set<string>();
    for (const [, target] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g))
      // Not an address on the web or on the site (/api/v1/openapi.json).
      if (!/^([a-z]+:|\/)/.test(target!)) named.add(path.normalize(path.join(path.dirname(file), target!)));
    for (const [, code] of text.matchAll(/`([^`\s]+)`/g)) {
      const candidate = code!.replace(/[:,.]+$/, "");
      // A path of this repository, not a pattern or a placeholder ({category}, *, NNN, …).
      if (TOP_LEVEL.includes(candidate.split("/")[0]!) && candidate.includes("/") && !/[{}*<>…]|NNN/.test(candidate)) named.add(candidate);
      else if (/^[\w.-]+\.(ts|tsx|mjs|js|json|md|env)$/.test(candidate) && existsSync(candidate)) named.add(candidate);
    }
    for (const target of named) if (!exists(target)) problems.push(`${file} names ${target}, which is not in the repository`);
  }
  return problems;
}

describe("the decisions (docs/decisions)", () => {
  const adrs = readAdrs();

  it("link both ways: an ADR that amends another says so, and the other says it is amended by it", () => {
    expect(adrLinkProblems(adrs)).toEqual([]);
  });

  it("are caught when a link runs one way or names a missing ADR", () => {
    const adr = (number: string, amends: string[], amendedBy: string[]) => ({ number, file: `${number}-x.md`, amends, amendedBy });
    expect(adrLinkProblems([adr("005", [], []), adr("010", ["005"], [])])).toEqual(['010-x.md amends 005, but 005-x.md has no "Amended by 010"']);
    expect(adrLinkProblems([adr("005", [], ["010"]), adr("010", [], [])])).toEqual(['005-x.md is amended by 010, but 010-x.md has no "Amends: 005"']);
    expect(adrLinkProblems([adr("010", ["004"], [])])).toEqual(["010-x.md amends 004, which does not exist"]);
    expect(adrLinkProblems([adr("005", [], ["010"]), adr("010", ["005"], [])])).toEqual([]);
  });
});

describe("references in the docs and the code", () => {
  const read = (file: string) => ({ file, text: readFileSync(file, "utf8") });
  const numbers = new Set(readAdrs().map((adr) => adr.number));

  it("name only ADRs that exist", () => {
    expect(missingAdrReferences([...DOCS, ...CODE].map(read), numbers)).toEqual([]);
  });

  // A superseded ADR is history, readable alone: it may name the files of the design it records, since deleted.
  const superseded = (file: string) => /^- Status: superseded\b/m.test(readFileSync(file, "utf8"));
  it("name only files that are in the repository (superseded ADRs aside)", () => {
    const current = DOCS.filter((file) => !(file.startsWith(path.normalize("docs/decisions/")) && superseded(file)));
    expect(current.length).toBeLessThan(DOCS.length);
    expect(missingFiles(current.map(read), (file) => existsSync(file) || isIgnored(file))).toEqual([]);
  });

  it("are caught when they name a missing ADR or file", () => {
    const texts = [{ file: "docs/x.md", text: "See ADR 099 and ADRs 005, 098; `server/nowhere.ts`, [guide](../GUIDE.md), `data/facts/{category}.json`." }];
    expect(missingAdrReferences(texts, new Set(["005"]))).toEqual(["docs/x.md names ADR 099, which does not exist", "docs/x.md names ADR 098, which does not exist"]);
    expect(missingFiles(texts, () => false)).toEqual(["docs/x.md names GUIDE.md, which is not in the repository", "docs/x.md names server/nowhere.ts, which is not in the repository"]);
  });
});
