import type { Plugin } from "esbuild";

export function typesWithExtensions<T extends { extensions?: string[] }>(db: Record<string, T>): Record<string, T>;
export const mimeTypesWithExtensions: Plugin;
