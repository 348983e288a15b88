import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { GatewayErrorInfo } from '../../machines/shared/effect';

/**
 * The text a user sees for a gateway error: our catalogue's message for every code we know
 * (spec §8), and the server's own message for a business error we have no entry for, rather
 * than a bare "unknown error".
 */
export function useErrorText(): (error: GatewayErrorInfo) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: GatewayErrorInfo) =>
      error.messageKey === 'errors.unknown' && error.kind === 'business' && error.serverMessage ? error.serverMessage : t(error.messageKey),
    [t],
  );
}
