/**
 * feedback: the feedback and complaints form (spec §2 named screen, §3 question types, §5 rules)
 * and the member's earlier feedback with customer service's replies (`feedbackList`, a paged
 * query). The question type is required; the content is required and within the configured word
 * bounds (read from the gateway; the spec's defaults until then or if it cannot be read); up to
 * 3 png/jpg images of at most 5 MB each, through the forms' one vocabulary for images
 * (`form.attach`/`form.detach`, machines/shared/form/attachments.ts), checked as they are added
 * and again before sending, each removable. What was typed is kept through every failure; a sent
 * form is cleared and the list read again.
 */
import { assign, enqueueActions, sendTo, setup } from 'xstate';
import { FEEDBACK_PAGE_SIZE, type FeedbackType } from '../../../gateway/content/contract';
import { countWords } from '../../../gateway/words.contract';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import type { LanguageChanged, SessionChanged } from '../../shared/broadcasts';
import { notProvided, toErrorInfo, errorOf } from '../../shared/effect';
import { attach, attachmentsValid, type Attachment, type AttachmentEvent } from '../../shared/form/attachments';
import { hasFieldErrors, typedValue, type FieldError, type FieldErrors } from '../../shared/form/form';
import { pagedQueryMachine } from '../../shared/paged-query/paged-query.machine';
import { DEFAULT_FEEDBACK_SETTINGS, type FeedbackSettings, type FeedbackSubmission } from './feedback.types';

export type FeedbackField = 'questionType' | 'content' | 'images';

export interface FeedbackInput {
  /** A page of the earlier feedback (default FEEDBACK_PAGE_SIZE). */
  pageSize?: number;
}

export interface FeedbackContext {
  pageSize: number;
  questionType: string;
  content: string;
  /** The images to send (machines/shared/form/attachments.ts: png/jpg, at most 5 MB each, at most `settings.maxImages`). */
  images: Attachment[];
  settings: FeedbackSettings;
  fieldErrors: FieldErrors<FeedbackField>;
  error: GatewayErrorInfo | null;
  /** The id of the feedback just sent (the form shows a confirmation). */
  sentId: string | null;
}

export type FeedbackEvent =
  | SessionChanged
  | LanguageChanged
  | { type: 'form.change'; field: 'questionType' | 'content'; value: string }
  | AttachmentEvent<'images'>
  | { type: 'form.submit' }
  | { type: 'form.dismiss' }
  | { type: 'form.reset' }
  | { type: 'feedback.page'; page: number }
  | { type: 'feedback.refreshList' }
  | { type: 'feedback.retryList' };

/** The form's messages for what is typed (the images are checked as they are added). */
export function validateFeedback(c: Pick<FeedbackContext, 'questionType' | 'content' | 'settings'>): FieldErrors<FeedbackField> {
  const errors: FieldErrors<FeedbackField> = {};
  if (!c.settings.types.includes(c.questionType as FeedbackType)) errors.questionType = { key: 'validation.required' };
  const words = countWords(c.content);
  if (words === 0) errors.content = { key: 'validation.feedbackRequired' };
  else if (words < c.settings.minWords || words > c.settings.maxWords) {
    errors.content = { key: 'validation.contentLength', params: { min: c.settings.minWords, max: c.settings.maxWords } };
  }
  return errors;
}

/** A gateway refusal that belongs under a field. */
function fieldOf(e: unknown, settings: FeedbackSettings): { field: FeedbackField; error: FieldError } | null {
  switch (toErrorInfo(e).code) {
    case 'feedback.content.length':
      return { field: 'content', error: { key: 'validation.contentLength', params: { min: settings.minWords, max: settings.maxWords } } };
    case 'feedback.image.invalid':
      return { field: 'images', error: { key: 'content:feedback.imageRefused', params: { max: settings.maxImageMb } } };
    default:
      return null;
  }
}

export const feedbackMachine = setup({
  types: { context: {} as FeedbackContext, events: {} as FeedbackEvent, input: {} as FeedbackInput | undefined },
  actors: {
    list: pagedQueryMachine,
    fetchFeedbackSettings: notProvided<void, FeedbackSettings>('fetchFeedbackSettings'),
    sendFeedback: notProvided<FeedbackSubmission, string>('sendFeedback'),
  },
  guards: {
    formField: ({ event }) => event.type === 'form.change' && (event.field === 'questionType' || event.field === 'content'),
    valid: ({ context }) => !hasFieldErrors(validateFeedback(context)) && attachmentsValid(context.images, context.settings.maxImages),
    imagesField: ({ event }) => (event.type === 'form.attach' || event.type === 'form.detach') && event.field === 'images',
    errorOnField: ({ context, event }) => fieldOf(errorOf(event), context.settings) !== null,
    loggedOut: ({ event }) => event.type === 'session.changed' && !event.loggedIn,
  },
}).createMachine({
  id: 'feedback',
  context: ({ input }) => ({
    pageSize: input?.pageSize ?? FEEDBACK_PAGE_SIZE,
    questionType: '',
    content: '',
    images: [],
    settings: DEFAULT_FEEDBACK_SETTINGS,
    fieldErrors: {},
    error: null,
    sentId: null,
  }),
  type: 'parallel',
  on: {
    'feedback.page': { actions: sendTo('feedbackList', ({ event }) => ({ type: 'query.page', page: event.page })) },
    'feedback.refreshList': { actions: sendTo('feedbackList', { type: 'query.refresh' }) },
    'feedback.retryList': { actions: sendTo('feedbackList', { type: 'query.retry' }) },
    'language.changed': { actions: sendTo('feedbackList', ({ event }) => event) },
    // The list is the member's; a logout also forgets what was typed.
    'session.changed': {
      actions: enqueueActions(({ enqueue, check, event }) => {
        enqueue.sendTo('feedbackList', event);
        if (check('loggedOut')) enqueue.assign({ questionType: '', content: '', images: [], fieldErrors: {}, error: null, sentId: null });
      }),
    },
  },
  states: {
    settings: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'fetchFeedbackSettings',
            src: 'fetchFeedbackSettings',
            onDone: { target: 'ready', actions: assign({ settings: ({ event }) => event.output }) },
            // The spec's defaults stand in; the gateway checks again when the form is sent.
            onError: 'ready',
          },
        },
        ready: {},
      },
    },
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'form.change': { guard: 'formField', actions: assign(({ context, event }) => ({ ...typedValue(context, event), sentId: null })) },
            'form.attach': {
              guard: 'imagesField',
              actions: assign(({ context, event }) => {
                const { list, error } = attach(context.images, event.files, context.settings.maxImages);
                return { images: list, fieldErrors: { ...context.fieldErrors, images: error ?? undefined }, sentId: null };
              }),
            },
            'form.detach': {
              guard: 'imagesField',
              actions: assign(({ context, event }) => ({
                images: context.images.filter((i) => i.id !== event.id),
                fieldErrors: { ...context.fieldErrors, images: undefined },
              })),
            },
            'form.submit': [
              { guard: 'valid', target: 'submitting', actions: assign({ fieldErrors: {}, error: null, sentId: null }) },
              { actions: assign(({ context }) => ({ fieldErrors: { ...validateFeedback(context), images: context.fieldErrors.images }, error: null })) },
            ],
            'form.dismiss': { actions: assign({ error: null }) },
            'form.reset': { actions: assign({ questionType: '', content: '', images: [], fieldErrors: {}, error: null, sentId: null }) },
          },
        },
        submitting: {
          invoke: {
            id: 'sendFeedback',
            src: 'sendFeedback',
            input: ({ context }) => ({
              questionType: context.questionType as FeedbackType,
              content: context.content.trim(),
              images: context.images.map((i) => i.dataUrl),
            }),
            onDone: {
              target: 'editing',
              actions: [
                assign(({ event }) => ({ questionType: '', content: '', images: [], fieldErrors: {}, error: null, sentId: event.output })),
                sendTo('feedbackList', { type: 'query.refresh' }),
              ],
            },
            onError: [
              {
                guard: 'errorOnField',
                target: 'editing',
                actions: assign(({ context, event }) => {
                  const { field, error } = fieldOf(event.error, context.settings)!;
                  return { fieldErrors: { ...context.fieldErrors, [field]: error } };
                }),
              },
              { target: 'editing', actions: assign({ error: ({ event }) => toErrorInfo(event.error) }) },
            ],
          },
        },
      },
    },
    list: {
      invoke: {
        id: 'feedbackList',
        systemId: 'feedbackList',
        src: 'list',
        input: ({ context }) => ({ filters: {}, pageSize: context.pageSize, start: false }),
      },
    },
  },
});
