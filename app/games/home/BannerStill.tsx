/**
 * The home banners' first paint: plain images in the carousel's exact geometry (no carousel code
 * yet, no layout shift when it arrives). While the announcements load, a placeholder keeps the place.
 */
import type { Banner } from '../../../machines/content/content.types';
import { useImageCdn } from '../../system/use-bootstrap';
import { assetUrl } from '../assets';
import styles from './Banner.module.css';

export function BannerStill({ banners, loading }: { banners: readonly Banner[]; loading: boolean }) {
  const cdn = useImageCdn();
  if (banners.length === 0) {
    return loading ? (
      <div className={styles.carousel} aria-hidden="true">
        <div className={styles.placeholder} />
      </div>
    ) : null;
  }
  return (
    <div className={[styles.carousel, banners.length === 1 ? styles.single : ''].filter(Boolean).join(' ')}>
      <div className={styles.viewport}>
        <div className={styles.track}>
          {banners.slice(0, 2).map((b, i) => (
            <div key={b.id} className={styles.slide} aria-hidden={i > 0 || undefined}>
              <img
                className={styles.image}
                src={assetUrl(cdn, b.url) ?? ''}
                alt={i === 0 ? (b.title ?? '') : ''}
                width={1200}
                height={400}
                decoding="async"
                fetchPriority={i === 0 ? 'high' : 'low'}
              />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
