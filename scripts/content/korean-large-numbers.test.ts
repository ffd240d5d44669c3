import { describe, expect, it } from "vitest";
import { inManUnits, largeNumbersInDigits } from "./korean-large-numbers";

describe("large numbers in Korean", () => {
  it("writes a number in 만 units, a unit whose part is zero left out", () => {
    expect(inManUnits("384000")).toBe("38만 4,000");
    expect(inManUnits("384,400")).toBe("38만 4,400");
    expect(inManUnits("40000")).toBe("4만");
    expect(inManUnits("40075")).toBe("4만 75");
    expect(inManUnits("149600000")).toBe("1억 4,960만");
    expect(inManUnits("43252003274489856000")).toBe("4,325경 2,003조 2,744억 8,985만 6,000");
    expect(inManUnits("12345", ".6")).toBe("1만 2,345.6");
  });

  it("finds a number of 1만 or more written in digits (planted: the issue's 384,000km)", () => {
    expect(largeNumbersInDigits("달은 지구에서 평균 약 384,000km 떨어져 있습니다.")).toEqual([
      { written: "384,000", inUnits: "38만 4,000" },
    ]);
    expect(largeNumbersInDigits("인이 약 22000톤, 속도는 시속 692,000km입니다.")).toEqual([
      { written: "22000", inUnits: "2만 2,000" },
      { written: "692,000", inUnits: "69만 2,000" },
    ]);
  });

  it("passes numbers already in 만 units, numbers under 1만, years and labels", () => {
    expect(largeNumbersInDigits("약 38만 4,400km, 1억 4,960만 km, 2,770만 톤, 2만 3,600km³")).toEqual([]);
    expect(largeNumbersInDigits("기원전 9600년, 1,640m, 8,849m, 224.7일, 0.00001초")).toEqual([]);
    expect(largeNumbersInDigits("미국 특허 제139,121호를 받았고, 위성 추적기 번호 234684로 불립니다.")).toEqual([]);
  });
});
