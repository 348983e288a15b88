/**
 * The side menu's content part (spec §2), loaded after the first paint: the app download (its
 * QR codes on hover or focus), help, feedback, the official mirror list, the legal licence,
 * the chat room, official channels, social links and the customer-service accordion. Each
 * address from the gateway goes through the one URL policy; an item whose resource is missing
 * is not shown.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { APP_KINDS, channelName, RESOURCE, resourceOf, resourcesOf, selectCustomerServices } from '../../machines/content/resources';
import { safeUrl } from '../../machines/shared/url-policy';
import { openCustomerService } from '../components/CustomerServiceButton';
import { Icon } from '../components/Icon';
import { QrCode } from '../components/QrCode';
import { SOCIAL_TYPES, SocialIcon } from '../components/SocialIcon';
import { useActorSelector } from '../system/system';
import { useFlag, useResources } from '../system/use-bootstrap';
import { useLanguage } from '../i18n/use-language';
import { useSendChat } from './use-chat';
import styles from './MoreMenu.module.css';

const LicenceModal = lazy(() => import('./LicenceModal'));

/** Absolute, so a phone scanning the code can open it. */
const absolute = (url: string) => new URL(url, window.location.origin).href;

export default function MoreMenu({ onNavigate, linkClass }: { onNavigate?: () => void; linkClass: string }) {
  const { t } = useTranslation('content');
  const { current: language } = useLanguage();
  const resources = useResources();
  const services = useActorSelector('bootstrap', selectCustomerServices);
  const chatOn = useFlag('CBS3');
  const sendChat = useSendChat();
  const location = useLocation();
  const [licenceOpen, setLicenceOpen] = useState(false);
  const [csOpen, setCsOpen] = useState(false);
  const csListId = useId();
  const qrId = useId();
  const [qrWanted, setQrWanted] = useState(false);
  const wantQr = () => setQrWanted(true);

  const licence = resourceOf(resources, RESOURCE.licence, 'image');
  const apps = APP_KINDS.flatMap(({ kind, type }) => {
    const r = resourceOf(resources, type, 'link');
    return r && kind !== 'lite' ? [{ kind, url: r.url }] : [];
  });
  const channels = resourcesOf(resources, RESOURCE.channel, 'link');
  // The gateway's channel labels are English: other readers get the service's name in their language.
  const channelLabel = (c: (typeof channels)[number]) => {
    const name = channelName(c, language === 'EN');
    return 'label' in name ? name.label : 'service' in name ? t('more.channelOn', { service: t(`more.socialName.${name.service}`) }) : name.host;
  };
  const social = SOCIAL_TYPES.flatMap((type) => {
    const r = resourceOf(resources, type, 'link');
    return r ? [{ type, url: r.url }] : [];
  });
  const cs = services.flatMap((s) => (safeUrl(s.url, 'frame') ? [s] : []));
  const from = { from: location.pathname + location.search };

  return (
    <>
      <nav aria-label={t('more.title')} className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('more.title')}</h2>
        <ul className={styles.list}>
          {/* The QR codes show on hover or focus (wide screens): drawn the first time they are wanted, not on every page load. */}
          <li className={styles.app} onPointerEnter={wantQr} onFocus={wantQr}>
            <Link to="/appDownload" className={linkClass} onClick={onNavigate} aria-describedby={apps.length ? qrId : undefined}>
              <Icon name="deposit" size={18} />
              {t('more.appDownload')}
            </Link>
            {apps.length > 0 && (
              <div id={qrId} className={styles.qr} role="group" aria-label={t('more.scanToDownload')}>
                {apps.map((a) => (
                  <figure key={a.kind} className={styles.qrItem}>
                    {qrWanted && <QrCode value={absolute(a.url)} size={100} label={t(`apps.qrLabel.${a.kind}`)} />}
                    <figcaption>{t(`apps.name.${a.kind}`)}</figcaption>
                  </figure>
                ))}
              </div>
            )}
          </li>
          <li>
            <Link to="/help" state={from} className={linkClass} onClick={onNavigate}>
              <Icon name="shield" size={18} />
              {t('help.title')}
            </Link>
          </li>
          <li>
            <Link to="/feedback" className={linkClass} onClick={onNavigate}>
              <Icon name="mail" size={18} />
              {t('feedback.title')}
            </Link>
          </li>
          <li>
            <Link to="/mirrors" className={linkClass} onClick={onNavigate} lang="en">
              <Icon name="users" size={18} />
              {t('more.mirrors')}
            </Link>
          </li>
          {licence && (
            <li>
              <button type="button" className={linkClass} aria-haspopup="dialog" onClick={() => setLicenceOpen(true)}>
                <Icon name="receipt" size={18} />
                {t('more.licence')}
              </button>
            </li>
          )}
          {chatOn && (
            <li>
              <button
                type="button"
                className={linkClass}
                aria-haspopup="dialog"
                onClick={() => {
                  sendChat({ type: 'chat.open' });
                  onNavigate?.();
                }}
              >
                <Icon name="users" size={18} />
                {t('chat.title')}
              </button>
            </li>
          )}
        </ul>
      </nav>

      {channels.length > 0 && (
        <nav aria-label={t('more.channels')} className={styles.section}>
          <h2 className={styles.sectionTitle}>{t('more.channels')}</h2>
          <ul className={styles.list}>
            {channels.map((c) => (
              <li key={c.url}>
                <a href={c.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  <Icon name="bell" size={18} />
                  {channelLabel(c)}
                  <span className="visually-hidden"> ({t('more.newWindow')})</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {social.length > 0 && (
        <ul className={styles.social} aria-label={t('more.social')}>
          {social.map((s) => (
            <li key={s.type}>
              <a href={s.url} target="_blank" rel="noopener noreferrer" className={styles.socialLink} aria-label={t(`more.socialName.${s.type}`)}>
                <SocialIcon type={s.type} />
              </a>
            </li>
          ))}
        </ul>
      )}

      {cs.length > 0 && (
        <div className={styles.accordion}>
          <button type="button" className={styles.accordionButton} aria-expanded={csOpen} aria-controls={csListId} onClick={() => setCsOpen((o) => !o)}>
            <Icon name="headset" size={18} />
            <span>{t('shell:common.customerService')}</span>
            <Icon name="chevronDown" size={16} className={csOpen ? styles.chevronOpen : styles.chevron} />
          </button>
          <ul id={csListId} className={styles.list} hidden={!csOpen}>
            {cs.map((s) => (
              <li key={`${s.csType}-${s.url}`}>
                <button
                  type="button"
                  className={linkClass}
                  onClick={() => {
                    openCustomerService(s.url);
                    onNavigate?.();
                  }}
                >
                  <span className={styles.csDot} aria-hidden="true" />
                  {t(`more.cs.${s.csType}`, { defaultValue: s.csType })}
                  <span className="visually-hidden"> ({t('more.newWindow')})</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}

      {licence && licenceOpen && (
        <Suspense fallback={null}>
          <LicenceModal url={licence.url} onClose={() => setLicenceOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
