/**
 * The content feature's named screens behind one route component (feedback, app download, the
 * official mirror list): one lazy route for the three, and each screen's code loads only when it
 * is opened.
 */
import { lazy } from 'react';
import { useLocation } from 'react-router-dom';

const SCREENS = {
  feedback: lazy(() => import('./FeedbackPage')),
  appDownload: lazy(() => import('./AppDownloadPage')),
  mirrors: lazy(() => import('./MirrorsPage')),
};

export type ContentScreenName = keyof typeof SCREENS;

/** The screen is the route's path: /feedback, /appDownload, /mirrors. */
export default function ContentScreen() {
  const name = useLocation().pathname.replace(/^\/+|\/+$/g, '') as ContentScreenName;
  const Screen = SCREENS[name] ?? SCREENS.feedback;
  return <Screen />;
}
