import { describe, expect, it } from "vitest";
import { matchingTag, strongEtag } from "./representations";

describe("strongEtag", () => {
  it("names the bytes, the same everywhere", () => {
    expect(strongEtag(Buffer.from("a page"))).toBe(strongEtag(Buffer.from("a page")));
    expect(strongEtag(Buffer.from("a page"))).not.toBe(strongEtag(Buffer.from("a page!")));
    expect(strongEtag(Buffer.from("x"))).toMatch(/^"[\w-]{27}"$/);
  });
});

describe("matchingTag", () => {
  const etag = '"abc"';
  it("finds the tag of any coding of the body, weak or strong, in a list", () => {
    expect(matchingTag('"abc"', etag)).toBe('"abc"');
    expect(matchingTag('"abc-gzip"', etag)).toBe('"abc-gzip"');
    expect(matchingTag('W/"abc-br"', etag)).toBe('W/"abc-br"');
    expect(matchingTag('"other", "abc-gzip"', etag)).toBe('"abc-gzip"');
    expect(matchingTag("*", etag)).toBe('"abc"');
  });
  it("finds nothing for another body or no header", () => {
    expect(matchingTag('"abd"', etag)).toBeUndefined();
    expect(matchingTag('"abc-zstd"', etag)).toBeUndefined();
    expect(matchingTag(undefined, etag)).toBeUndefined();
    expect(matchingTag("", etag)).toBeUndefined();
  });
});
