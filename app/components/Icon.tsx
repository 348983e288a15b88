/**
 * Small inline SVG icons (24×24, stroke = currentColor). Decorative by default: the control that
 * holds an icon carries the accessible name.
 */
import type { SVGProps } from 'react';

const PATHS = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 100-6 3 3 0 000 6z',
  eyeOff: 'M3 3l18 18M10.6 5.1A10.7 10.7 0 0112 5c6.4 0 10 7 10 7a17.6 17.6 0 01-3.2 4.2M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a10 10 0 005.4-1.6M9.9 9.9a3 3 0 004.2 4.2',
  refresh: 'M20 11a8 8 0 00-14.9-3.9M4 4v4h4M4 13a8 8 0 0014.9 3.9M20 20v-4h-4',
  bell: 'M6 8a6 6 0 1112 0c0 7 3 8 3 8H3s3-1 3-8M10.3 20a1.9 1.9 0 003.4 0',
  user: 'M20 21v-1a6 6 0 00-6-6h-4a6 6 0 00-6 6v1M12 11a4 4 0 100-8 4 4 0 000 8z',
  copy: 'M9 9h10a2 2 0 012 2v8a2 2 0 01-2 2H11a2 2 0 01-2-2V9zM5 15H4a1 1 0 01-1-1V4a1 1 0 011-1h10a1 1 0 011 1v1',
  chevronDown: 'M6 9l6 6 6-6',
  chevronStart: 'M15 18l-6-6 6-6',
  chevronEnd: 'M9 6l6 6-6 6',
  logout: 'M15 4h3a2 2 0 012 2v12a2 2 0 01-2 2h-3M10 17l5-5-5-5M15 12H3',
  headset: 'M3 14v-2a9 9 0 0118 0v2M21 15v2a3 3 0 01-3 3h-2v-7h2a3 3 0 013 2zM3 15v2a3 3 0 003 3h2v-7H6a3 3 0 00-3 2z',
  deposit: 'M12 3v12M7 10l5 5 5-5M4 17v2a2 2 0 002 2h12a2 2 0 002-2v-2',
  withdraw: 'M12 15V3M7 8l5-5 5 5M4 17v2a2 2 0 002 2h12a2 2 0 002-2v-2',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3z',
  users: 'M16 20v-1a4 4 0 00-4-4H7a4 4 0 00-4 4v1M9.5 11a3.5 3.5 0 100-7 3.5 3.5 0 000 7zM21 20v-1a4 4 0 00-3-3.9M16 4.1a3.5 3.5 0 010 6.8',
  gift: 'M20 12v9H4v-9M2 7h20v5H2zM12 21V7M12 7H7.5a2.5 2.5 0 110-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 100-5C13 2 12 7 12 7z',
  history: 'M3 12a9 9 0 109-9 9.7 9.7 0 00-6.7 2.8L3 8M3 3v5h5M12 7v5l3 3',
  receipt: 'M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2V3zM9 8h6M9 12h6M9 16h3',
  chart: 'M3 3v18h18M7 15l4-4 3 3 6-6',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  briefcase: 'M3 7h18v13H3zM8 7V5a2 2 0 012-2h4a2 2 0 012 2v2M3 13h18',
  retry: 'M20 11a8 8 0 10-2.3 5.7M20 4v7h-7',
  clock: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 2',
  globe: 'M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c2.5 2.8 3.8 5.8 3.8 9s-1.3 6.2-3.8 9c-2.5-2.8-3.8-5.8-3.8-9S9.5 5.8 12 3z',
  megaphone: 'M3 11v2a1 1 0 001 1h3l6 4V6L7 10H4a1 1 0 00-1 1zM17 9a4 4 0 010 6M7 14l1 5h3l-1-4',
  home: 'M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10',
  lock: 'M5 11h14v10H5zM8 11V7a4 4 0 018 0v4',
  chip: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 16a4 4 0 100-8 4 4 0 000 8zM12 3v3M12 18v3M3 12h3M18 12h3',
  slot: 'M4 5h16v14H4zM9.3 5v14M14.7 5v14M6 12h1.5M11.3 12h1.5M16.5 12H18',
  fish: 'M2 12c3-5 9-6 14-2l4-3v10l-4-3c-5 4-11 3-14-2zM7 11h.01',
  ball: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7l4 3-1.5 5h-5L8 10zM12 3v4M21 11l-5-1M17 19l-2.5-4M7 19l2.5-4M3 11l5-1',
  gamepad: 'M6 8h12a4 4 0 014 4v2a3 3 0 01-5.5 1.7L15 14H9l-1.5 1.7A3 3 0 012 14v-2a4 4 0 014-4zM8 10v4M6 12h4M16 11h.01M18 13h.01',
  cards: 'M8 3h10a2 2 0 012 2v12a2 2 0 01-2 2H8a2 2 0 01-2-2V5a2 2 0 012-2zM6 7l-2 .5a2 2 0 00-1.4 2.4l2.6 9.7a2 2 0 002.4 1.4L13 19.5M13 8l-2 3 2 3 2-3z',
  ticket: 'M3 7a2 2 0 012-2h14a2 2 0 012 2v3a2 2 0 000 4v3a2 2 0 01-2 2H5a2 2 0 01-2-2v-3a2 2 0 000-4zM14 5v14',
  dice: 'M4 4h16v16H4zM8.5 8.5h.01M15.5 8.5h.01M12 12h.01M8.5 15.5h.01M15.5 15.5h.01',
  trophy: 'M8 21h8M12 17v4M7 4h10v5a5 5 0 01-10 0zM7 6H4v2a3 3 0 003 3M17 6h3v2a3 3 0 01-3 3',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20, ...rest }: { name: IconName; size?: number } & Omit<SVGProps<SVGSVGElement>, 'name'>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
