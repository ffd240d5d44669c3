import { describe, expect, it } from "vitest";
import { EXCERPT_CHARS, excerpt } from "./excerpt";
import { loadCatalogue } from "./load-catalogue.server";

describe("excerpt", () => {
  it("returns a text that fits whole, ellipsis-free", () => {
    expect(excerpt("Honey never spoils.", "en", 40)).toBe("Honey never spoils.");
    expect(excerpt("  꿀은 상하지 않습니다.  ", "ko", 40)).toBe("꿀은 상하지 않습니다.");
  });

  it("cuts English at the last whole word, never inside one", () => {
    const text = "the first true trees (about 385–390 million years ago) grew later";
    expect(excerpt(text, "en", 40)).toBe("the first true trees (about 385–390…");
    expect(excerpt(text, "en", 33)).toBe("the first true trees (about 385…");
    expect(excerpt("Sharks outlived two mass extinctions", "en", 12)).toBe("Sharks…");
  });

  it("cuts Korean at a word (eojeol) boundary", () => {
    const text = "상어와 비슷한 물고기는 약 4억 5천만 년 전 화석 기록에 처음 나타납니다";
    const cut = excerpt(text, "ko", 20);
    expect(cut).toBe("상어와 비슷한 물고기는 약 4억…");
    // "5천만" is one word to a reader, though the segmenter parts the digit from the Hangul.
    expect(excerpt(text, "ko", 19)).toBe("상어와 비슷한 물고기는 약 4억…");
    expect(excerpt(text, "ko", 21)).toBe("상어와 비슷한 물고기는 약 4억 5천만…");
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(text[cut.length - 1]).toBe(" ");
  });

  it("never puts an ellipsis after terminal punctuation", () => {
    expect(excerpt("It was used in the programme. Later it was dropped for good.", "en", 38)).toBe("It was used in the programme.");
    expect(excerpt("처음에는 장부를 적는 데 쓰였습니다. 그 뒤로 문학이 나왔습니다.", "ko", 25)).toBe("처음에는 장부를 적는 데 쓰였습니다.");
    expect(excerpt("Really? Yes, really, and it goes on", "en", 9)).toBe("Really?");
    expect(excerpt("정말일까요? 네, 정말입니다", "ko", 8)).toBe("정말일까요?");
    expect(excerpt("他说了。然后离开了房间", "en", 5)).toBe("他说了。");
  });

  it("prefers a sentence end near the limit to a word further on", () => {
    const text = "Venus spins backwards. Its day is longer than its year, which is odd";
    expect(excerpt(text, "en", 34)).toBe("Venus spins backwards.");
    // A sentence end far from the limit is not worth the loss: cut at a word instead.
    expect(excerpt("Yes. Venus spins backwards and slowly too", "en", 29)).toBe("Yes. Venus spins backwards…");
  });

  it("keeps a single word longer than the limit whole", () => {
    expect(excerpt("pneumonoultramicroscopicsilicovolcanoconiosis is long", "en", 10)).toBe(
      "pneumonoultramicroscopicsilicovolcanoconiosis…",
    );
  });
});

describe("excerpt over the catalogue", () => {
  const catalogue = loadCatalogue("data");
  it.each(["en", "ko"] as const)("every %s summary is cut at a word, without an ellipsis after a full stop", (lang) => {
    const wrong: string[] = [];
    for (const fact of catalogue.facts) {
      const body = fact.translations[lang]?.body;
      if (!body) continue;
      const cut = excerpt(body, lang);
      const kept = cut.endsWith("…") ? cut.slice(0, -1) : cut;
      const next = body.slice(kept.length, kept.length + 1);
      if (!body.startsWith(kept) || /[\p{L}\p{N}]/u.test(next) || /[.!?。…]…$/u.test(cut) || cut.length > EXCERPT_CHARS[lang] + 1)
        wrong.push(`${fact.path}: ${cut}`);
    }
    expect(wrong).toEqual([]);
  });
});
