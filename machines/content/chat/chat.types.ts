/** The chat workflow's domain types, read by its effects, machine, selectors and views. */

/** A live host of the chat room (`CBS_modelList`; the answer is designed). */
export interface LiveModel {
  id: string;
  nickname: string;
  /** The picture, when the URL policy lets it show. */
  avatar: string | null;
  online: boolean;
  viewers: number;
}
