// Preloaded by the react-router CLI in npm scripts (build, typecheck): React Router 7.18 starts Vite with
// `envFile: false`, which Vite 8 reports as deprecated several times per run. That warning is not ours and
// cannot be fixed here, so exactly that line is dropped and every other warning passes. Remove with React
// Router 8 (ADR 011).
const warn = console.warn.bind(console);
console.warn = (...args) => {
  if (typeof args[0] === "string" && args[0].includes("The `envFile` option is deprecated")) return;
  warn(...args);
};
