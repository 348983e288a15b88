/**
 * The agent centre's announcement and registration centre pages, behind one lazy import (one chunk
 * rather than two: each chunk costs the first paint a line in the entry's preload map).
 */
export { default as AnnouncementPage } from './AnnouncementPage';
export { default as RegistrationCentrePage } from './RegistrationCentrePage';
