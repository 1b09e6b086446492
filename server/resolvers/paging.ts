import { message, Validation } from "../errors.ts";

export const MAX_PER_PAGE = 100;

/** Checks page >= 1 and 1 <= perPage <= max (Laravel's messages), answers limit and offset. */
export function readPage(operation: string, page: number, perPage: number, max = MAX_PER_PAGE) {
  const validation = new Validation();
  if (page < 1) validation.add("page", message.atLeast("page", 1));
  if (perPage < 1 || perPage > max) {
    validation.add("perPage", message.between("perPage", 1, max));
  }
  validation.throwIfFailed(operation);
  return { limit: perPage, offset: (page - 1) * perPage };
}

export function paginatorInfo(total: number, page: number, perPage: number, count: number) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return { count, currentPage: page, lastPage, perPage, total, hasMorePages: page < lastPage };
}
