/**
 * The system's configuration every feature reads: system status, brand, permission info,
 * white-label flags, CDNs and the dialing code list (bootstrap's selectors).
 */
import { shallowEqual, useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import * as b from '../../machines/shell/bootstrap/bootstrap.selectors';
import { useActorSelector, useOptionalServices } from './system';

export const useBootPhase = () => useActorSelector('bootstrap', b.selectBootPhase);
export const useBootError = () => useActorSelector('bootstrap', b.selectBootError);
export const useBootRetrying = () => useActorSelector('bootstrap', b.selectBootRetrying);
export const useMaintenanceEnd = () => useActorSelector('bootstrap', b.selectMaintenanceEnd);
export const useVisitorIp = () => useActorSelector('bootstrap', b.selectVisitorIp);
export const useBrand = () => useActorSelector('bootstrap', b.selectBrand);
/** One white-label module flag (MOBILENUMREG3, FREEPLAY3, ...). */
export const useFlag = (modId: string) => useActorSelector('bootstrap', b.selectFlag(modId));
export const useFlags = () => useActorSelector('bootstrap', b.selectFlags, shallowEqual);
export const useCustomerServiceUrl = () => useActorSelector('bootstrap', b.selectCustomerServiceUrl);
export const useResources = () => useActorSelector('bootstrap', b.selectResources, shallowEqual);
export const useImageCdn = () => useActorSelector('bootstrap', b.selectImageCdn);
export const useCountries = () => useActorSelector('bootstrap', b.selectCountries);
/** The image CDN, or '' where no system is above (a building block rendered on its own). */
export function useOptionalImageCdn(): string {
  const root = useOptionalServices()?.root;
  const ref = useSelector(root, (s) => (s?.children as Record<string, AnyActorRef | undefined> | undefined)?.bootstrap);
  return useSelector(ref, (s) => (s ? b.selectImageCdn(s as Parameters<typeof b.selectImageCdn>[0]) : '')) ?? '';
}
