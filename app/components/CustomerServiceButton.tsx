import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { safeUrl } from '../../machines/shared/url-policy';
import { useCustomerServiceUrl } from '../system/use-bootstrap';
import { Button, type ButtonSize, type ButtonVariant } from './Button';
import { Icon } from './Icon';

/** The customer-service window is 440×750 (spec §9); it gets no handle on this page (noopener). */
export const CUSTOMER_SERVICE_FEATURES = 'width=440,height=750,noopener';

/**
 * Opens a customer-service address from the gateway in its 440×750 window, through the one URL
 * policy (a web page or a path on this site; anything else is refused and nothing opens).
 * Answers whether it opened.
 */
export function openCustomerService(url: string): boolean {
  const safe = safeUrl(url, 'frame');
  if (!safe) return false;
  window.open(safe, 'customer-service', CUSTOMER_SERVICE_FEATURES);
  return true;
}

/** Opens the customer-service popup, or null when the brand has no customer-service URL the URL policy accepts (no button then). */
export function useOpenCustomerService(): (() => void) | null {
  const raw = useCustomerServiceUrl();
  const url = safeUrl(raw, 'frame');
  const open = useCallback(() => {
    if (url) openCustomerService(url);
  }, [url]);
  return url ? open : null;
}

export function CustomerServiceButton({
  variant = 'secondary',
  size = 'md',
  className,
  block,
  onOpened,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  block?: boolean;
  onOpened?: () => void;
}) {
  const { t } = useTranslation();
  const open = useOpenCustomerService();
  if (!open) return null;
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      block={block}
      onClick={() => {
        open();
        onOpened?.();
      }}
    >
      <Icon name="headset" size={18} />
      {t('common.customerService')}
    </Button>
  );
}
