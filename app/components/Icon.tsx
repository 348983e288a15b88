/**
 * Small SVG icons (24×24, stroke = currentColor) from the sprite icons.svg: a static file, so the
 * pages carry no icon data. Decorative by default: the control that holds an icon carries the
 * accessible name.
 *
 * The build emits the sprite under a hashed name (cached for a year, like the scripts): served
 * from /icons.svg with `no-cache`, the browser would ask for it again, and wait for the answer,
 * each time a newly rendered part of the page used it (five requests on a first load of the home,
 * each followed by another layout of the page). vite.config.ts keeps it a file (never
 * inlined: `<use>` does not take a data: URL).
 */
import type { SVGProps } from 'react';
import SPRITE from './icons.svg?url';
import type { IconName } from './icon-names';

export type { IconName };

/** The icons that point along the line (previous, next, out): mirrored right to left (global.css). */
const DIRECTIONAL: ReadonlySet<IconName> = new Set<IconName>(['chevronStart', 'chevronEnd', 'logout']);

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
      data-mirror={DIRECTIONAL.has(name) || undefined}
      {...rest}
    >
      <use href={`${SPRITE}#${name}`} />
    </svg>
  );
}
