/**
 * A banner group where it belongs (spec §3: w_reg, w_forget, w_leftmenu; w_home is the home
 * carousel): the content's banners of that group, drawn by the games' banner view. Lazy wherever
 * it is used (none of it is in the first paint).
 */
import type { Banner } from '../../machines/content/content.types';
import { useAnnouncements } from '../content/use-content';
import GroupBanner from '../games/home/GroupBanner';

export type BannerGroup = 'w_reg' | 'w_forget' | 'w_leftmenu';

/** The banners of one group, in the content's order. */
export function groupBanners(banners: readonly Banner[], group: BannerGroup): Banner[] {
  return banners.filter((b) => b.groupName === group);
}

export default function GroupBanners({ group }: { group: BannerGroup }) {
  const { banners } = useAnnouncements();
  return <GroupBanner banners={groupBanners(banners, group)} compact={group === 'w_leftmenu'} />;
}
