/**
 * The member's avatar (spec §2 header): the profile picture when there is one, else the default
 * avatar, also when the picture fails to load (spec §8). Decorative: the button or the name beside
 * it says whose it is.
 */
import { Icon } from '../components/Icon';
import { useProfileIcon, useSendProfile } from './use-profile';

export function Avatar({
  className,
  imageClassName,
  iconSize = 20,
}: {
  className?: string | undefined;
  imageClassName?: string | undefined;
  /** The default avatar's size, in px. */
  iconSize?: number;
}) {
  const icon = useProfileIcon();
  const send = useSendProfile();
  return (
    <span className={className} aria-hidden="true">
      {icon ? (
        <img src={icon} alt="" className={imageClassName} data-testid="avatar-picture" onError={() => send({ type: 'profile.imageFailed' })} />
      ) : (
        <Icon name="user" size={iconSize} data-testid="avatar-default" />
      )}
    </span>
  );
}
