/**
 * Small SVG icons (24×24, stroke = currentColor) from the sprite public/icons.svg: a cached static
 * file, so the pages carry no icon data. Decorative by default: the control that holds an icon
 * carries the accessible name.
 */
import type { SVGProps } from 'react';
import type { IconName } from './icon-names';

export type { IconName };

const SPRITE = `${import.meta.env.BASE_URL}icons.svg`;

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
      <use href={`${SPRITE}#${name}`} />
    </svg>
  );
}
