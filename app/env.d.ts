interface ImportMetaEnv {
  /** The site's public origin, read from the environment at build time (vite.config.ts). */
  readonly SITE_URL?: string;
  /** The year of the build, for the footer's copyright (vite.config.ts). */
  readonly BUILD_YEAR: string;
}
