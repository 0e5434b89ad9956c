/** Ids are short URL-safe strings (columns.ts newId); anything else in a URL or a body cannot be one of ours. */
export const isPlausibleId = (id: string | undefined | null): id is string => !!id && /^[A-Za-z0-9_-]{1,64}$/.test(id);
