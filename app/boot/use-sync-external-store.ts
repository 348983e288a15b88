/**
 * `use-sync-external-store/shim` for React 19: React's own hook. The shim carries a fallback for
 * React before 18 that this app never runs on; @xstate/react and react-i18next import it, so the
 * build points the shim at this module (vite.config.ts `resolve.alias`) and the fallback leaves
 * the first paint.
 */
export { useSyncExternalStore } from 'react';
