/**
 * The banners of one group outside the home carousel (spec §3 banner groups): w_reg over the
 * registration form, w_forget over the forgot-password form, w_leftmenu in the side menu. Each
 * banner is its image, a link where its data carries one (as in the carousel: a page of this app
 * through the router, another site in a new tab without an opener). The shell picks the group's
 * banners from the content and hands them in; with none, nothing is drawn.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Banner } from '../../../machines/content/content.types';
import { useImageCdn } from '../../system/use-bootstrap';
import { assetUrl } from '../assets';
import { bannerTarget } from './banner-target';
import styles from './GroupBanner.module.css';

export default function GroupBanner({ banners, compact = false }: { banners: readonly Banner[]; compact?: boolean }) {
  const { t } = useTranslation('games');
  const cdn = useImageCdn();
  if (!banners.length) return null;
  return (
    <ul className={[styles.group, compact ? styles.compact : ''].join(' ')} data-testid="group-banner">
      {banners.map((banner, i) => {
        const src = assetUrl(cdn, banner.url);
        if (!src) return null;
        const image = (
          <img className={styles.image} src={src} alt={banner.title ?? ''} width={1200} height={400} decoding="async" loading="lazy" draggable={false} />
        );
        const target = bannerTarget(banner.link);
        const name = banner.title || t('home.bannerLink', { n: i + 1 });
        return (
          <li key={banner.id}>
            {!target ? (
              image
            ) : target.kind === 'route' ? (
              <Link to={target.to} className={styles.link} aria-label={banner.title ? undefined : name}>
                {image}
              </Link>
            ) : (
              <a href={target.href} target="_blank" rel="noopener noreferrer" className={styles.link} aria-label={`${name} (${t('home.newTab')})`}>
                {image}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
