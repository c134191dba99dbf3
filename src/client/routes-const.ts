/** The route of the built-in not-found page. */
export const NOT_FOUND_ROUTE = '/404.html';
