/**
 * The content workflows a page or a login starts (popups, unread count, inbox, feedback, chat, the
 * representative check), behind one lazy import: the first paint carries one import of this chunk
 * rather than six (decision 0010). The content actor itself (notices, banners) is preloaded apart.
 */
export { ageGateWorkflow } from './age-gate/age-gate.workflow';
export { chatWorkflow } from './chat/chat.workflow';
export { feedbackWorkflow } from './feedback/feedback.workflow';
export { inboxWorkflow } from './inbox/inbox.workflow';
export { popupsWorkflow } from './popups/popups.workflow';
export { unreadWorkflow } from './unread/unread.workflow';
export { verifyWorkflow } from './verify/verify.workflow';
