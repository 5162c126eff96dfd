/** Where every call of the API is served, under the server's origin. */
export const API_PREFIX = '/functions/v1';
