/** Brand marks of the social networks the footer may link to (filled, 24×24). Footer only. */
const SOCIAL_PATHS: Record<string, string> = {
  FACEBOOK: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8z',
  LINE: 'M12 3C6.5 3 2 6.6 2 11c0 3.9 3.5 7.2 8.3 7.9.3.1.8.2.9.5.1.3.1.7 0 1l-.1.9c0 .3-.2 1 .9.6s6-3.5 8.2-6.1c1.5-1.6 1.8-3.2 1.8-4.8C22 6.6 17.5 3 12 3zM8.2 13.4H6.3a.5.5 0 01-.5-.5V9a.5.5 0 011 0v3.4h1.4a.5.5 0 010 1zm2 -.5a.5.5 0 01-1 0V9a.5.5 0 011 0zm4.6 0a.5.5 0 01-.9.3l-2-2.7v2.4a.5.5 0 01-1 0V9a.5.5 0 01.9-.3l2 2.7V9a.5.5 0 011 0zm3.2-2.4a.5.5 0 010 1h-1.4v.9H18a.5.5 0 010 1h-1.9a.5.5 0 01-.5-.5V9a.5.5 0 01.5-.5H18a.5.5 0 010 1h-1.4v.9z',
  TELEGRAM:
    'M21.5 4.2L2.9 11.4c-1.3.5-1.3 1.2-.2 1.5l4.8 1.5 1.8 5.6c.2.6.1.9.8.9.5 0 .7-.2 1-.5l2.3-2.3 4.9 3.6c.9.5 1.5.2 1.8-.8l3.2-15.2c.3-1.3-.5-1.9-1.3-1.5zM8.9 14.1l9.4-5.9c.5-.3.8-.1.5.2l-8 7.3-.3 3.3z',
  TWITTER: 'M17.8 3h3.1l-6.8 7.8 8 10.6h-6.3l-4.9-6.4-5.6 6.4H2.2l7.3-8.3L1.8 3h6.4l4.4 5.9zm-1.1 16.5h1.7L7.4 4.8H5.6z',
};

export const SOCIAL_TYPES = ['FACEBOOK', 'LINE', 'TELEGRAM', 'TWITTER'] as const;

export function SocialIcon({ type, size = 20 }: { type: string; size?: number }) {
  const d = SOCIAL_PATHS[type];
  if (!d) return null;
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={d} fillRule="evenodd" />
    </svg>
  );
}
