/**
 * The system's configuration every feature reads: system status, brand, permission info,
 * white-label flags, CDNs and the dialing code list (bootstrap's selectors).
 */
import { shallowEqual } from '@xstate/react';
import * as b from '../../machines/shell/bootstrap/bootstrap.selectors';
import { useActorSelector } from './system';

export const useBootPhase = () => useActorSelector('bootstrap', b.selectBootPhase);
export const useBootError = () => useActorSelector('bootstrap', b.selectBootError);
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
