import { describe, expect, it } from "vitest";
import { firmHedge, hedges } from "./hedges";

describe("hedges", () => {
  it("finds firm hedges in both languages", () => {
    expect(firmHedge("It weighs about 4 million tonnes.", "en")).toBe("about 4");
    expect(firmHedge("It probably began as a drink.", "en")).toBe("probably");
    expect(firmHedge("The wall may have been painted.", "en")).toBe("may");
    expect(firmHedge("Whether it had iron plates is still debated.", "en")).toBe("debated");
    expect(firmHedge("약 400만 톤입니다.", "ko")).toBe("약 4");
    expect(firmHedge("바이킹 투구에 뿔이 없었을 가능성이 매우 높다", "ko")).toBe("가능성");
    expect(firmHedge("신전이었던 것으로 보입니다.", "ko")).toBe("것으로 보");
  });
  it("does not take a preposition, a month or medicine for a hedge", () => {
    expect(firmHedge("A fact about honey travels around the Sun.", "en")).toBeUndefined();
    expect(firmHedge("Fireflies flash in late May.", "en")).toBeUndefined();
    expect(firmHedge("이 약은 쓰다.", "ko")).toBeUndefined();
    expect(firmHedge("피부가 초록색으로 보입니다.", "ko")).toBeUndefined();
  });
  it("lets an ability modal answer a hedge without demanding one", () => {
    expect(firmHedge("Octopuses can taste with their arms.", "en")).toBeUndefined();
    expect(hedges("문어는 팔로 맛을 볼 수 있습니다.", "ko")).toBe(true);
    expect(hedges("Hummingbirds can fly backwards.", "en")).toBe(true);
  });
  it("sees that a Korean text dropped the English hedge", () => {
    expect(firmHedge("Vikings very probably never wore horned helmets.", "en")).toBe("probably");
    expect(hedges("바이킹은 뿔 달린 투구를 쓰지 않았다.", "ko")).toBe(false);
  });
});
