/**
 * The member's avatar (spec §2 header): the profile picture when there is one, else the default
 * avatar, also when the picture fails to load (spec §8). Decorative: the button or the name beside
 * it says whose it is.
 */
import type { CSSProperties } from 'react';
import { Icon } from '../components/Icon';
import styles from './Avatar.module.css';
import { useProfileIcon, useSendProfile } from './use-profile';

export function Avatar({
  size = 36,
  iconSize = 20,
}: {
  /** The circle's size, in px. */ size?: number;
  /** The default avatar's size, in px. */ iconSize?: number;
}) {
  const icon = useProfileIcon();
  const send = useSendProfile();
  return (
    <span className={styles.avatar} style={{ '--avatar-size': `${size}px` } as CSSProperties} aria-hidden="true">
      {icon ? (
        <img src={icon} alt="" className={styles.image} data-testid="avatar-picture" onError={() => send({ type: 'profile.imageFailed' })} />
      ) : (
        <Icon name="user" size={iconSize} data-testid="avatar-default" />
      )}
    </span>
  );
}
