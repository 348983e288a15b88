/** The feedback workflow's domain types, read by its effects, machine, selectors and views. */
import {
  FEEDBACK_DEFAULT_WORDS,
  FEEDBACK_MAX_IMAGE_MB,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_TYPES,
  type FeedbackStatus,
  type FeedbackType,
} from '../../../gateway/content/contract';

export interface FeedbackSettings {
  minWords: number;
  maxWords: number;
  maxImages: number;
  maxImageMb: number;
  types: FeedbackType[];
}

export const DEFAULT_FEEDBACK_SETTINGS: FeedbackSettings = {
  minWords: FEEDBACK_DEFAULT_WORDS.min,
  maxWords: FEEDBACK_DEFAULT_WORDS.max,
  maxImages: FEEDBACK_MAX_IMAGES,
  maxImageMb: FEEDBACK_MAX_IMAGE_MB,
  types: [...FEEDBACK_TYPES],
};

export interface FeedbackReply {
  content: string;
  at: number;
  by: string | null;
}

export interface FeedbackEntry {
  id: string;
  type: string;
  content: string;
  images: string[];
  at: number;
  status: FeedbackStatus;
  replies: FeedbackReply[];
}

export interface FeedbackSubmission {
  questionType: FeedbackType;
  content: string;
  images: string[];
}
