/** The popups workflow's domain types, read by its effects, machine, selectors and views. */

export interface Popup {
  id: string;
  title: string;
  /** Raw HTML from the gateway: the view sanitises it. */
  content: string;
  /** A after login, B anonymous, F first login. */
  execution: string;
}
