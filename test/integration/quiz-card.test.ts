import { describe, expect, it } from "vitest";
import { addDays, ROTATION_START } from "../../app/lib/daily/rotation";
import { seoulDay } from "../../app/lib/time/seoul-day";
import { request, sharedServerUrl } from "../support/built-server";

const SITE = "https://curio.test";
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, "&");

/** Binary bodies as a Buffer (Supertest parses only text by default). */
const getImage = (url: string) =>
  request(sharedServerUrl())
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => done(null, Buffer.concat(chunks)));
    });

describe("the daily quiz's share card (issue #36 item 5)", () => {
  for (const lang of ["en", "ko"] as const)
    it(`is the og:image and twitter:image of /${lang}/quiz and /${lang}/quiz/{day}, and answers 200 image/png, cacheable`, async () => {
      const today = seoulDay(new Date());
      const card = `${SITE}/${lang}/quiz/${today}/card.png`;
      for (const page of [`/${lang}/quiz`, `/${lang}/quiz/${today}`]) {
        const res = await request(sharedServerUrl()).get(page).expect(200);
        expect(metaContent(res.text, "og:image"), page).toBe(card);
        expect(metaContent(res.text, "twitter:image"), page).toBe(card);
        expect(metaContent(res.text, "og:image:width")).toBe("1200");
        expect(metaContent(res.text, "og:image:alt")).toMatch(lang === "en" ? /^Quiz of / : / 퀴즈$/);
      }
      const image = await getImage(new URL(card).pathname);
      expect(image.status).toBe(200);
      expect(image.headers["content-type"]).toBe("image/png");
      expect(image.headers["cache-control"]).toBe("public, max-age=86400, s-maxage=604800");
      const body = image.body as Buffer;
      expect(body.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      // 1200×630, as og:image:width/height say (the IHDR chunk follows the signature).
      expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630]);
      // A past day's card answers too: a result shared yesterday still has its picture.
      const first = await getImage(`/${lang}/quiz/${ROTATION_START}/card.png`);
      expect(first.status).toBe(200);
      expect(first.headers["content-type"]).toBe("image/png");
    });

  it("is not served for a day not yet published, before the quiz began, or that does not exist: 404, not stored", async () => {
    const tomorrow = addDays(seoulDay(new Date()), 1);
    for (const url of [
      `/en/quiz/${tomorrow}/card.png`,
      `/ko/quiz/${addDays(tomorrow, 30)}/card.png`,
      `/en/quiz/${addDays(ROTATION_START, -1)}/card.png`,
      "/en/quiz/2026-02-30/card.png",
      "/ko/quiz/today/card.png",
      `/fr/quiz/${ROTATION_START}/card.png`,
    ]) {
      const res = await request(sharedServerUrl()).get(url);
      expect(res.status, url).toBe(404);
      expect(res.headers["cache-control"], url).toBe("no-store");
      expect(res.headers["content-type"], url).not.toBe("image/png");
    }
  });
});
