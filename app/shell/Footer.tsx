/**
 * The footer (spec §2): help list, product list, social icons (only for resources whose address
 * the one URL policy accepts), vendor logos and the copyright line.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { resourceOf } from '../../machines/content/resources';
import { SOCIAL_TYPES, SocialIcon } from '../components/SocialIcon';
import { PRODUCT_ROUTES } from '../games/product-routes';
import { useBrand, useImageCdn, useResources } from '../system/use-bootstrap';
import { useDefaultLanguage, useLanguage } from '../i18n/use-language';
import { useHelpEntries } from '../content/use-content';
import styles from './Footer.module.css';

export const FOOTER_VENDORS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;

const SOCIAL_NAMES: Record<string, string> = { FACEBOOK: 'Facebook', LINE: 'LINE', TELEGRAM: 'Telegram', TWITTER: 'X (Twitter)' };

export function vendorLogoUrl(cdn: string, code: string): string {
  return `${cdn}/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/${code}-DEFAULT.png`;
}

export function Footer() {
  const { t } = useTranslation();
  const brand = useBrand();
  const help = useHelpEntries();
  const resources = useResources();
  const location = useLocation();
  const social = SOCIAL_TYPES.flatMap((type) => {
    const r = resourceOf(resources, type, 'link');
    return r ? [{ type, url: r.url }] : [];
  });
  const year = new Date().getFullYear();
  // The brand's own line is written in its default language: other languages get the catalogue's.
  const { current: language } = useLanguage();
  const defaultLanguage = useDefaultLanguage();
  const brandLine = language === defaultLanguage ? brand.copyright : undefined;
  const from = { from: location.pathname + location.search };

  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        {help.length > 0 && (
          <nav className={styles.column} aria-labelledby="footer-help">
            <h2 id="footer-help" className={styles.heading}>
              {t('footer.help')}
            </h2>
            <ul className={styles.list}>
              {help.map((h, i) => (
                <li key={`${h.tag}-${i}`}>
                  <Link to={{ pathname: '/help', hash: h.tag ? `#${h.tag}` : '' }} state={from} className={styles.link}>
                    {h.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <nav className={styles.column} aria-labelledby="footer-products">
          <h2 id="footer-products" className={styles.heading}>
            {t('footer.products')}
          </h2>
          <ul className={[styles.list, styles.productList].join(' ')}>
            {PRODUCT_ROUTES.map((p) => (
              <li key={p.gameType}>
                <Link to={p.path} className={styles.link}>
                  {t(p.titleKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {social.length > 0 && (
          <div className={styles.column}>
            <h2 className={styles.heading}>{t('footer.followUs')}</h2>
            <ul className={styles.social}>
              {social.map((s) => (
                <li key={s.type}>
                  <a
                    href={s.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.socialLink}
                    aria-label={t('footer.socialLink', { network: SOCIAL_NAMES[s.type] ?? s.type })}
                  >
                    <SocialIcon type={s.type} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>

      <VendorLogos />

      <p className={styles.copyright}>{brandLine || t('footer.copyright', { year, brand: brand.name })}</p>
    </footer>
  );
}

function VendorLogos() {
  const { t } = useTranslation();
  const cdn = useImageCdn();
  return (
    <section className={styles.vendors} aria-labelledby="footer-vendors">
      <h2 id="footer-vendors" className="visually-hidden">
        {t('footer.vendors')}
      </h2>
      <ul className={styles.vendorList}>
        {FOOTER_VENDORS.map((code) => (
          <li key={code}>
            <VendorLogo src={vendorLogoUrl(cdn, code)} code={code} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A logo whose box is reserved (no layout shift); a missing image leaves the vendor code. */
function VendorLogo({ src, code }: { src: string; code: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span className={styles.vendorFallback} role="img" aria-label={code}>
        {code}
      </span>
    );
  }
  return <img className={styles.vendorLogo} src={src} alt={code} width={96} height={48} loading="lazy" decoding="async" onError={() => setFailed(true)} />;
}
