/**
 * Customer service as a centre page (spec §2: the agent centre lists it beside deposit, withdraw
 * and messages): the brand's customer-service channels, each opening in its 440×750 window
 * through the one URL policy. A channel whose address the policy refuses is not offered; the
 * page is listed only when the brand has a customer-service address at all (centre-pages.ts).
 */
import { useTranslation } from 'react-i18next';
import { selectCustomerServices } from '../../machines/content/resources';
import { safeUrl } from '../../machines/shared/url-policy';
import { Button } from '../components/Button';
import centre from '../components/centre/Centre.module.css';
import { openCustomerService } from '../components/CustomerServiceButton';
import { Icon } from '../components/Icon';
import { useActorSelector } from '../system/system';

export default function CustomerServicePage() {
  const { t } = useTranslation('content');
  const services = useActorSelector('bootstrap', selectCustomerServices);
  const channels = services.filter((s) => safeUrl(s.url, 'frame'));
  if (channels.length === 0) {
    return (
      <div className={centre.notice}>
        <p>{t('customerServicePage.none')}</p>
      </div>
    );
  }
  return (
    <div className={centre.notice}>
      <p>{t('customerServicePage.intro')}</p>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-3)', margin: 0, padding: 0, listStyle: 'none' }}>
        {channels.map((s) => (
          <li key={`${s.csType}-${s.url}`}>
            <Button variant="secondary" onClick={() => openCustomerService(s.url)}>
              <Icon name="headset" size={18} />
              {t(`more.cs.${s.csType}`, { defaultValue: s.csType })}
              <span className="visually-hidden"> ({t('more.newWindow')})</span>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
