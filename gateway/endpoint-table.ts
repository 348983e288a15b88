/**
 * What the client loads on demand, before the first call's answer is read: the endpoint table,
 * how an answer is read (answer.ts), and the error code → message key table (see client.ts).
 */
import { ERROR_MESSAGE_KEYS } from './error-messages';
import { registerMessageKeys } from './errors';

registerMessageKeys(ERROR_MESSAGE_KEYS);

export { endpoints } from './endpoints';
export { readAnswer } from './answer';
