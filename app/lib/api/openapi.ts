import type { SiteConfig } from "../config";
import { LANGS } from "../i18n/languages";
import { absoluteUrl, paths } from "../paths";
import { API_PREFIX } from "./fact-json";

const langParameter = {
  name: "lang",
  in: "query",
  required: false,
  description: "The language of the text; English when left out.",
  schema: { type: "string", enum: [...LANGS], default: "en" },
};

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

const factResponse = (description: string, extra: Record<string, object> = {}) => ({
  description,
  content: {
    "application/json": {
      schema: {
        type: "object",
        required: ["fact", ...Object.keys(extra)],
        properties: { ...extra, fact: { $ref: "#/components/schemas/Fact" } },
      },
    },
  },
});

/** The OpenAPI 3.1 description of the public API, served at /api/v1/openapi.json. */
export function openApiDocument(site: Pick<SiteConfig, "siteUrl" | "siteName">) {
  return {
    openapi: "3.1.0",
    info: {
      title: `${site.siteName} facts API`,
      version: "1.0.0",
      description:
        "Short, sourced curiosity facts in English and Korean. No key, no sign-in; any site may call it (CORS: *). Today's fact follows the calendar day in Korea (Asia/Seoul).",
      // The texts are the site's own: its terms of service say what may be done with them (quote with a link).
      license: { name: `${site.siteName} terms of service`, url: absoluteUrl(site.siteUrl, paths.terms("en")) },
    },
    // An open API: no operation needs a key or a sign-in.
    security: [],
    servers: [{ url: `${site.siteUrl}${API_PREFIX}` }],
    paths: {
      "/facts/today": {
        get: {
          operationId: "getTodaysFact",
          summary: "Today's fact",
          description: "The same fact for every language all day (Asia/Seoul); cacheable until the next Seoul midnight.",
          parameters: [langParameter],
          responses: {
            "200": factResponse("Today's fact", { day: { type: "string", format: "date" } }),
            "400": errorResponse("Unknown lang"),
          },
        },
      },
      "/facts/random": {
        get: {
          operationId: "getRandomFact",
          summary: "A random fact",
          description: "A different fact on each call; not stored by shared caches.",
          parameters: [langParameter],
          responses: { "200": factResponse("A random fact"), "400": errorResponse("Unknown lang") },
        },
      },
      "/facts/on-this-day": {
        get: {
          operationId: "getFactsOnThisDay",
          summary: "Facts of a day of the year",
          description:
            "The facts whose event happened on a month-day, in any year, oldest first (an annual observance, with no year, last). When the day has none, `nearest` gives the closest days before and after that have some. Without `date`, today in Asia/Seoul, cacheable until the next Seoul midnight.",
          parameters: [
            langParameter,
            {
              name: "date",
              in: "query",
              required: false,
              description: "The day of the year as MM-DD (02-29 included); today in Asia/Seoul when left out.",
              schema: { type: "string", pattern: "^\\d{2}-\\d{2}$", example: "07-20" },
            },
          ],
          responses: {
            "200": {
              description: "The day's dated facts",
              content: {
                "application/json": {
                  schema: {
                    type: "object",
                    required: ["date", "facts", "nearest"],
                    properties: {
                      date: { type: "string", example: "07-20" },
                      facts: { type: "array", items: { $ref: "#/components/schemas/DatedFact" } },
                      nearest: {
                        oneOf: [
                          { type: "null" },
                          {
                            type: "object",
                            required: ["before", "after"],
                            properties: {
                              before: { $ref: "#/components/schemas/DayOfFacts" },
                              after: { $ref: "#/components/schemas/DayOfFacts" },
                            },
                          },
                        ],
                      },
                    },
                  },
                },
              },
            },
            "400": errorResponse("Unknown lang, or a date not of the form MM-DD"),
          },
        },
      },
      "/facts/{category}/{slug}": {
        get: {
          operationId: "getFact",
          summary: "One fact",
          parameters: [
            { name: "category", in: "path", required: true, schema: { type: "string" } },
            { name: "slug", in: "path", required: true, schema: { type: "string" } },
            langParameter,
          ],
          responses: {
            "200": factResponse("The fact"),
            "400": errorResponse("Unknown lang"),
            "404": errorResponse("No such fact, or not written in that language"),
          },
        },
      },
      "/categories": {
        get: {
          operationId: "listCategories",
          summary: "Every category",
          responses: {
            "200": {
              description: "The categories",
              content: {
                "application/json": {
                  schema: {
                    type: "object",
                    required: ["categories"],
                    properties: { categories: { type: "array", items: { $ref: "#/components/schemas/Category" } } },
                  },
                },
              },
            },
            // Any operation answers it for a request that cannot be read (a malformed Host header); this one has no
            // parameter of its own to refuse.
            "400": errorResponse("The request could not be read"),
          },
        },
      },
    },
    components: {
      schemas: {
        DatedFact: {
          type: "object",
          required: ["event", "year", "fact"],
          properties: {
            event: { type: "string", description: "The event, in the requested language.", example: "Apollo 11 lands on the Moon" },
            year: { type: ["integer", "null"], description: "Negative before the Common Era; null for an annual observance." },
            fact: { $ref: "#/components/schemas/Fact" },
          },
        },
        DayOfFacts: {
          type: "object",
          required: ["date", "facts"],
          properties: { date: { type: "string" }, facts: { type: "array", items: { $ref: "#/components/schemas/DatedFact" } } },
        },
        Fact: {
          type: "object",
          required: [
            "path",
            "lang",
            "url",
            "title",
            "body",
            "detail",
            "tags",
            "category",
            "sources",
            "publishedDate",
            "lastModified",
            "corrections",
            "glossary",
            "languages",
          ],
          properties: {
            path: { type: "string", example: "/fact/space/venus-day-longer-than-year" },
            lang: { type: "string", enum: [...LANGS] },
            url: { type: "string", format: "uri" },
            title: { type: "string" },
            body: { type: "string", description: "The short summary." },
            detail: { type: "array", items: { type: "string" }, description: "The longer text, one string per paragraph." },
            tags: { type: "array", items: { type: "string" } },
            category: {
              type: "object",
              required: ["slug", "name", "emoji", "color"],
              properties: { slug: { type: "string" }, name: { type: "string" }, emoji: { type: "string" }, color: { type: "string" } },
            },
            sources: {
              type: "array",
              items: {
                type: "object",
                required: ["publisher", "title"],
                properties: {
                  publisher: { type: "string" },
                  title: { type: "string" },
                  url: { type: "string", format: "uri" },
                  checkedAt: {
                    type: "string",
                    format: "date",
                    description: "When a reviewer read the page at url and found it supports the fact as written.",
                  },
                  support: {
                    type: "object",
                    description:
                      "Where the page at url supports the fact, so anyone can check it: a short passage copied exactly from it (in the page's own language), a locator (a section, page or table), or both.",
                    properties: { quote: { type: "string" }, locator: { type: "string" } },
                  },
                },
              },
            },
            publishedDate: { type: "string", format: "date" },
            updatedDate: { type: "string", format: "date", description: "When a claim of the fact was last corrected." },
            reviewedAt: { type: "string", format: "date", description: "When this language version was last checked claim by claim." },
            reviewedAgainst: {
              type: "object",
              description:
                "The text of the other language this version was checked against: its language and version (12 hex digits, which change whenever that text does). Published facts are always reviewed against the other language's current text.",
              required: ["lang", "version"],
              properties: { lang: { type: "string", enum: ["en", "ko"] }, version: { type: "string", pattern: "^[0-9a-f]{12}$" } },
            },
            lastModified: { type: "string", format: "date", description: "When this language version last changed for a reader." },
            corrections: {
              type: "array",
              description: "What was wrong in this language and what it says now, oldest first.",
              items: {
                type: "object",
                required: ["date", "note"],
                properties: { date: { type: "string", format: "date" }, note: { type: "string" } },
              },
            },
            glossary: {
              type: "array",
              description: "Term pairs for language learners: `term` in this language, and the term in each language by its code.",
              items: {
                type: "object",
                required: ["term", ...LANGS],
                properties: {
                  term: { type: "string" },
                  note: { type: "string" },
                  ...Object.fromEntries(LANGS.map((l) => [l, { type: "string" }])),
                },
              },
            },
            languages: { type: "array", items: { type: "string", enum: [...LANGS] } },
          },
        },
        Category: {
          type: "object",
          required: ["slug", "emoji", "color", "name", "factCount"],
          properties: {
            slug: { type: "string" },
            emoji: { type: "string" },
            color: { type: "string" },
            name: { type: "object", additionalProperties: { type: "string" } },
            factCount: { type: "object", additionalProperties: { type: "integer" } },
          },
        },
        Error: {
          type: "object",
          required: ["error"],
          properties: {
            error: {
              type: "object",
              required: ["status", "message"],
              properties: { status: { type: "integer" }, message: { type: "string" } },
            },
          },
        },
      },
    },
  };
}
