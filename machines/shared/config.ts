/**
 * The runtime configuration the app boots from (`/config.json`): its types are the deployment
 * contract in `gateway/shell/config.ts`, re-exported here for the machines and the views.
 */
export type { BrandConfig, BrandTheme, RuntimeConfig } from '../../gateway/shell/config';
