// Stands in for `@opentelemetry/api` in build/server.js (scripts/bundle-server.mjs). prom-client reads the
// active span only to attach exemplars (trace and span ids) to a metric, which Curio never turns on
// (`enableExemplars` is off on every metric); without tracing there is never an active span, which is what
// this answers. The real package is ~24 KB of the bundle.
"use strict";

const noSpan = () => undefined;

module.exports = { trace: { getSpan: noSpan }, context: { active: noSpan } };
