/** Every kind of screen in both languages: checked by the smoke test, captured by npm run screenshots. */
export const SCREENS = [
  "/en",
  "/ko",
  "/en/fact/science/honey-never-spoils",
  "/ko/fact/animals/sharks-older-than-trees",
  "/en/blog",
  "/ko/blog?category=space&page=2",
  "/en/search?query=honey",
  "/ko/search?query=꿀",
  "/en/search",
  "/en/privacy-policy",
  "/ko/terms-of-service",
  "/ko/contact-us",
  "/en/no-such-page",
  "/ko/fact/space/no-such-fact",
];
