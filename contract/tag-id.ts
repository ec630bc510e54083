/**
 * The id as a checkout tags it: the API's id as a number when it is one, else as its text. No zod
 * here: the pricing page builds its checkout session with it before any checkout code loads.
 */
export const tagId = (id: string): number | string => (Number.isSafeInteger(Number(id)) ? Number(id) : id);
