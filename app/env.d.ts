interface ImportMetaEnv {
  /** The site's public origin, read from the environment at build time (vite.config.ts). */
  readonly SITE_URL?: string;
}
