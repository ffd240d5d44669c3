import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { eventDatesSchema } from "../../app/lib/on-this-day/event-dates";
import { checkEventDates } from "../../scripts/content/event-dates";
import { parseEventDate } from "../../app/lib/on-this-day/month-day";

const catalogue = loadCatalogue("data");
const json: unknown = JSON.parse(readFileSync("data/event-dates.json", "utf8"));

describe("data/event-dates.json", () => {
  it("passes the content check: every entry names a fact, a real date its English text states, both labels, a basis and who checked it", () => {
    expect(checkEventDates(catalogue, json)).toEqual([]);
  });

  it("dates facts of several categories, each once, with labels in both languages", () => {
    const entries = Object.entries(eventDatesSchema.parse(json));
    expect(entries.length).toBeGreaterThanOrEqual(40);
    const categories = new Set(entries.map(([path]) => catalogue.byPath.get(path)!.category));
    expect([...categories].sort()).toEqual(expect.arrayContaining(["history", "space", "trivia"]));
    for (const [path, entry] of entries) {
      expect(parseEventDate(entry.date), path).not.toBeNull();
      expect(entry.what.ko, path).toMatch(/[가-힣]/);
      expect(entry.what.en, path).not.toMatch(/[가-힣]/);
    }
  });

  it("is refused by the check when an entry names no fact, has an impossible date, lacks a label, or dates what the text does not say", () => {
    const checked = { date: "2026-11-27", by: "test" };
    const problems = checkEventDates(catalogue, {
      "/fact/space/no-such-fact": { date: "1969-07-20", what: { en: "x launched", ko: "발사" }, basis: "some claim of it", checked },
    });
    expect(problems.map((p) => p.message)).toEqual([expect.stringContaining("names no fact")]);
    for (const bad of [
      { date: "1969-02-30", what: { en: "x happened", ko: "발사" }, basis: "some claim of it", checked },
      { date: "1969-07-20", what: { en: "x happened" }, basis: "some claim of it", checked },
      { date: "1969-07-20", what: { en: "x happened", ko: "발사" }, checked },
      { date: "1969-07-20", what: { en: "x happened", ko: "launch" }, basis: "some claim of it", checked },
    ])
      expect(checkEventDates(catalogue, { "/fact/space/gagarin-first-human-in-space": bad }).length).toBeGreaterThan(0);
    // Gagarin flew on 12 April 1961: the text says so, and says nothing of 13 April or of 1962.
    const gagarin = (date: string) =>
      checkEventDates(catalogue, {
        "/fact/space/gagarin-first-human-in-space": { date, what: { en: "Gagarin flies", ko: "가가린 비행" }, basis: "On 12 April 1961 …", checked },
      });
    expect(gagarin("1961-04-12")).toEqual([]);
    expect(gagarin("1961-04-13")).toHaveLength(1);
    expect(gagarin("1962-04-12")).toHaveLength(1);
    // Labels quote as the style guide asks: curly marks, in both languages.
    const labelled = (en: string, ko: string) =>
      checkEventDates(catalogue, {
        "/fact/space/gagarin-first-human-in-space": { date: "1961-04-12", what: { en, ko }, basis: "On 12 April 1961 …", checked },
      }).map((p) => `${p.field} ${p.check}`);
    expect(labelled("'Vostok 1' flies", "‘보스토크 1호’ 비행")).toEqual(["what.en quotation-marks"]);
    expect(labelled("‘Vostok 1’ flies", "'보스토크 1호' 비행")).toEqual(["what.ko quotation-marks"]);
    expect(labelled("Gagarin's ‘Vostok 1’ flies", "‘보스토크 1호’ 비행")).toEqual([]);
  });
});
