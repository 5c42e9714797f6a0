import type { Configuration } from 'electron-builder';

/** The packaging config (electron-builder.config.mjs), typed for the tests that read it. */
declare const config: Configuration & { electronFuses: NonNullable<Configuration['electronFuses']> };
export default config;
