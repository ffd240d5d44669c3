// Stands in for `body-parser` in build/server.js (scripts/bundle-server.mjs). Express's index requires it only to
// offer express.json(), .raw(), .text() and .urlencoded(); Curio reads no request body through Express (forms
// reach React Router as web requests), and the real package brings iconv-lite's ~500 KB of code pages along.
// Using one of them in the bundle fails when the middleware is made, at start-up, not on a reader's request.
"use strict";

const absent = (name) => () => {
  throw new Error(`express.${name}() is not in the server bundle (scripts/bundle/no-body-parser.cjs)`);
};

module.exports = { json: absent("json"), raw: absent("raw"), text: absent("text"), urlencoded: absent("urlencoded") };
