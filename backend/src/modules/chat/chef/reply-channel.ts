/** Writes reply text as the chef produces it. */
export type ReplyWriter = (text: string) => void;
