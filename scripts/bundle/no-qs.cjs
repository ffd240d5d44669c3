// Stands in for `qs` in build/server.js (scripts/bundle-server.mjs). Express requires it for its "extended"
// query parser only; Curio keeps Express 5's default, the "simple" one (node:querystring), and qs brings
// ~90 KB of helpers (side-channel, object-inspect, get-intrinsic) along.
"use strict";

const absent = () => {
  throw new Error("qs is not in the server bundle: keep Express's simple query parser (scripts/bundle/no-qs.cjs)");
};

module.exports = { parse: absent, stringify: absent };
