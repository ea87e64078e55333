/** docs/product.md §2: what an unknown path shows (docs/product.md's words, verbatim), for the member and the admin alike. */
export const PAGE_NOT_FOUND = {
  title: '404 Page not found',
  text: "Oops. Looks like this page doesn't exists",
} as const
