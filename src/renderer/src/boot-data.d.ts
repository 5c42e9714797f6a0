/** The lobby's data made at build time from the host's own code (scripts/boot-data.ts). */
declare module 'virtual:rw-boot-data' {
  import type { Catalogue } from '../../shared/host/payload';
  import type { Settings } from '../../shared/host/client';
  const data: { catalogue: Catalogue; settings: Settings };
  export default data;
}
