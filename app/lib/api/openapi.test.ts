import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "./openapi";

describe("the OpenAPI description", () => {
  it("is clean under Redocly's recommended ruleset: no error, no warning", async () => {
    const source = JSON.stringify(openApiDocument({ siteUrl: "https://curio.test", siteName: "Curio" }), null, 2);
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintFromString({ source, absoluteRef: "openapi.json", config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
  });

  it("says the API is open and names every operation", () => {
    const document = openApiDocument({ siteUrl: "https://curio.test", siteName: "Curio" });
    expect(document.security).toEqual([]);
    const ids = Object.values(document.paths).map((path) => path.get.operationId);
    expect(new Set(ids).size).toBe(Object.keys(document.paths).length);
    expect(document.info.license.url).toBe("https://curio.test/en/terms-of-service");
  });
});
