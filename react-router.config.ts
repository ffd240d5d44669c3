import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // React Router 8's behaviours, each decided in ADR 011: none adopted yet, each said out loud.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
