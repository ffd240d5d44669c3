import type { TestProject } from "vitest/node";
import { ensureBuild, startBuiltServer } from "../support/production-server";

// One production server (build/server.js on a real port) for every file of a project, instead of an app or a
// server per file: what readers get, fast lane included, started once. Files read it with sharedServerUrl().
export default async function setup(project: TestProject) {
  ensureBuild();
  const server = await startBuiltServer();
  project.provide("builtServerUrl", server.url);
  return () => server.close();
}
