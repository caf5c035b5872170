import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // SITE_URL (the public origin) is read at build time; see app/lib/site-origin.ts.
  envPrefix: ["VITE_", "SITE_URL"],
});
