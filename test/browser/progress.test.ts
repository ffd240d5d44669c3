import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { publishedAt } from "../../app/lib/catalogue/published";
import { browserAndServerForFile, openPage, waitForHydration, runAxe } from "../support/browser";

// Issue 36, item 4: progress that survives — export to a file and a code, import on another browser (merge,
// validated, a broken file said in words), a QR code of a link that carries it.
const env = browserAndServerForFile();
// What readers see today: a scheduled fact is no page yet (ADR 014).
const catalogue = publishedAt(loadCatalogue("data"), new Date());
const [first, second, third] = catalogue.facts.filter((f) => f.translations.en && f.translations.ko);

const stored = (saved: { path: string; savedAt: number }[], quizDays: string[]) => ({
  "curio:saved": JSON.stringify(saved),
  "curio:quiz-days": JSON.stringify(quizDays),
  "curio:quiz-finished": JSON.stringify([]),
});

/** A new browser (its own storage), on the saved page, with `items` already in its localStorage. */
async function browserWith(items: Record<string, string>, path = "/en/saved", width = 1280) {
  const opened = await openPage(env.browser, { viewport: { width, height: 900 }, acceptDownloads: true });
  await opened.page.goto(`${env.url}/en/menu`);
  await opened.page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, items);
  await opened.page.goto(env.url + path);
  await waitForHydration(opened.page);
  return opened;
}

const storage = (page: Page) =>
  page.evaluate(() => ({
    saved: (JSON.parse(localStorage.getItem("curio:saved") ?? "[]") as { path: string }[]).map((f) => f.path).sort(),
    days: (JSON.parse(localStorage.getItem("curio:quiz-days") ?? "[]") as string[]).sort(),
  }));

describe("progress that survives", () => {
  it("exports a file that another browser imports, merging with what it has; a broken file is refused in words", async () => {
    const a = await browserWith(
      stored(
        [
          { path: first!.path, savedAt: 1_000 },
          { path: second!.path, savedAt: 2_000 },
        ],
        ["2026-11-25", "2026-11-26"],
      ),
    );
    // The backup arrives in its own chunk after hydration.
    await a.page.getByRole("heading", { name: "Keep your progress" }).waitFor();
    const [download] = await Promise.all([
      a.page.waitForEvent("download"),
      a.page.getByRole("button", { name: "Download a backup file" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^curio-backup-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await readFile(await download.path(), "utf8");
    // The downloaded file, as the other browser's reader picks it (the download itself goes with its browser).
    const file = { name: download.suggestedFilename(), mimeType: "application/json", buffer: Buffer.from(text) };
    expect(JSON.parse(text)).toMatchObject({ "curio-backup": 1, quizDays: ["2026-11-25", "2026-11-26"] });
    expect(a.problems).toEqual([]);
    await a.context.close();

    // Another browser with one fact of its own and another day played.
    const b = await browserWith(stored([{ path: third!.path, savedAt: 3_000 }], ["2026-11-20"]));
    await b.page.getByText("Import a backup file").setInputFiles(file);
    await b.page.getByRole("status").filter({ hasText: "Added 2 saved facts and 2 quiz days. Nothing was removed." }).waitFor();
    expect(await storage(b.page)).toEqual({
      saved: [first!.path, second!.path, third!.path].sort(),
      days: ["2026-11-20", "2026-11-25", "2026-11-26"],
    });
    // The list above shows them at once.
    await b.page.waitForFunction(() => document.querySelectorAll(".saved-list .fact-card").length === 3);
    // The same file again adds nothing.
    await b.page.getByText("Import a backup file").setInputFiles(file);
    await b.page.getByRole("status").filter({ hasText: "Nothing new" }).waitFor();
    // A file that is not a backup, and a damaged one: said, and nothing changes.
    await b.page
      .getByText("Import a backup file")
      .setInputFiles({ name: "notes.json", mimeType: "application/json", buffer: Buffer.from('{"hello": 1}') });
    await b.page.getByRole("status").filter({ hasText: "That is not a Curio backup" }).waitFor();
    const damaged = text.replace(first!.path, "javascript:alert(1)");
    await b.page
      .getByText("Import a backup file")
      .setInputFiles({ name: "curio.json", mimeType: "application/json", buffer: Buffer.from(damaged) });
    await b.page.getByRole("status").filter({ hasText: "That backup is damaged, so nothing was imported." }).waitFor();
    expect((await storage(b.page)).saved).toHaveLength(3);
    expect(b.problems).toEqual([]);
    await b.context.close();
  });

  it("carries the same as a code, and as a QR code of a link that offers it on the other browser (Korean)", async () => {
    const a = await browserWith(stored([{ path: first!.path, savedAt: 1_000 }], ["2026-11-26"]), "/ko/saved", 360);
    await a.page.getByText("백업 코드와 QR 코드").click();
    const code = await a.page.getByLabel("내 백업 코드").inputValue();
    // Paths and numbers, no fact's text: a short code (issue 50), and a QR code large enough to scan from a phone.
    expect(code).toMatch(/^C2\.[rz][A-Za-z0-9._~-]+$/);
    expect(code.length).toBeLessThan(60);
    const qr = a.page.getByRole("img", { name: "백업이 담긴 링크의 QR 코드" });
    await qr.waitFor();
    const modules = await qr.evaluate((svg) => Number(svg.getAttribute("viewBox")!.split(" ")[2]));
    const size = (await qr.boundingBox())!.width;
    expect(modules).toBeLessThanOrEqual(41);
    expect(size / modules).toBeGreaterThanOrEqual(6);
    const axe = await runAxe(a.page, ".backup");
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await a.context.close();

    // Pasted into another browser, which has nothing to back up yet: only the way to bring progress here.
    const b = await browserWith(stored([], []), "/ko/saved", 360);
    await b.page.getByRole("heading", { name: "다른 브라우저의 기록 가져오기" }).waitFor();
    expect(await b.page.getByRole("button", { name: "백업 파일 내려받기" }).count()).toBe(0);
    expect(await b.page.getByText("백업 코드와 QR 코드").count()).toBe(0);
    await b.page.getByLabel("백업 코드 붙여 넣기").fill(code);
    await b.page.getByRole("button", { name: "코드 가져오기" }).click();
    await b.page.getByRole("status").filter({ hasText: "저장한 지식 1개와 퀴즈를 푼 날 1일을 추가했습니다." }).waitFor();
    expect(await storage(b.page)).toEqual({ saved: [first!.path], days: ["2026-11-26"] });
    // Now there is something to keep: the whole section, its warning said once.
    await b.page.getByRole("heading", { name: "기록 지키기" }).waitFor();
    expect(await b.page.locator(".backup").textContent()).not.toMatch(/Safari[\s\S]*Safari/);
    await b.context.close();

    // Opened from the QR code's link: offered first, added only when accepted, and the code leaves the address.
    const c = await browserWith(stored([], []), `/ko/saved#restore=${code}`, 360);
    await c.page.getByText("이 링크에 백업이 담겨 있습니다. 저장한 지식 1개와 퀴즈를 푼 날 1일을 이 브라우저에 추가할까요?").waitFor();
    expect(new URL(c.page.url()).hash).toBe("");
    expect((await storage(c.page)).saved).toEqual([]);
    await c.page.getByRole("button", { name: "추가하기" }).click();
    await c.page.getByRole("status").filter({ hasText: "추가했습니다" }).waitFor();
    expect((await storage(c.page)).saved).toEqual([first!.path]);
    expect(c.problems).toEqual([]);
    await c.context.close();
  });
});
