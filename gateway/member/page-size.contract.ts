/**
 * Rows per page of the member and agent centres' records: a module of its own because the
 * registry (first paint) needs it and the rest of the member contract belongs to lazy pages.
 */
export const RECORD_PAGE_SIZE = 20;
