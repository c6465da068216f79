import { z } from 'zod';
import { boundedJson } from '../text-fields.js';
import { attachmentTypes, chatRoles } from '../constants.js';

/** Longest message a user may send to the chef (characters, after trimming). */
export const chatMessageMaxLength = 4000;
/** Longest note a client may save (`POST /api/chat/messages`). */
export const chatNoteMaxLength = 10_000;
/** Most attachments on one message. */
export const chatAttachmentsMax = 10;
/** The stream of `POST /api/chat` ends with this marker (spec 001 §7). */
export const chatStreamDone = '[DONE]';
/** Response header of `POST /api/chat` naming the stream, as `chat:token` and `chat:done` do. */
export const chatStreamIdHeader = 'x-chat-stream-id';
/**
 * Optional request header of `POST /api/chat`: the Socket.IO id of the asking device's socket. That
 * socket is left out of the stream's `chat:token` and `chat:done`, since the device reads the reply
 * from its own response; the user's other devices still get them.
 */
export const chatSocketIdHeader = 'x-chat-socket-id';
/** A Socket.IO socket id as the server hands them out (base64url characters). */
export const chatSocketId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a socket id');

/** One attachment of a message (spec 001 §3): its url is `/objects/uploads/{id}` after an upload. */
export const chatAttachment = z.object({
  type: z.enum(attachmentTypes, { error: 'must be image, audio or file' }),
  url: z
    .string({ error: 'Required' })
    .trim()
    .min(1, 'Required')
    .max(2000, 'must be at most 2000 characters')
    .regex(/^(\/objects\/|https?:\/\/|data:image\/)/, 'must be an uploaded object path or an http(s) address'),
  name: z.string({ error: 'Required' }).trim().min(1, 'Required').max(255, 'must be at most 255 characters'),
  size: z.number({ error: 'Required' }).int('must be a whole number').min(0, 'must not be negative'),
  mimeType: z.string({ error: 'Required' }).trim().max(255, 'must be at most 255 characters'),
});
export type ChatAttachment = z.infer<typeof chatAttachment>;

/** `GET /api/chat/messages` row and every `chat-message:*` payload (spec 001 §3 chat_messages). */
export const chatMessage = z.object({
  id: z.string(),
  userId: z.string(),
  role: z.enum(chatRoles),
  content: z.string(),
  /** ISO date-time. */
  timestamp: z.string(),
  /** Text that may hold JSON, e.g. `{"recipeId":"…"}` for a message about a generated recipe. */
  metadata: z.string().nullable(),
  attachments: z.array(chatAttachment),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/**
 * `POST /api/chat` (spec 001 §5, §7): non-blank text or at least one attachment; text is trimmed.
 * The answer is `text/event-stream`: `data: {"content":"…"}` lines, `data: {"saved":[…]}`, then `data: [DONE]`.
 */
export const sendChatMessageBody = z
  .object({
    message: z
      .string({ error: 'must be text' })
      .trim()
      .max(chatMessageMaxLength, `must be at most ${chatMessageMaxLength} characters`)
      .default(''),
    attachments: z.array(chatAttachment).max(chatAttachmentsMax, `must be at most ${chatAttachmentsMax} files`).default([]),
  })
  .refine((body) => body.message !== '' || body.attachments.length > 0, {
    message: 'Type a message or attach a file',
    path: ['message'],
  })
  .meta({ minProperties: 1 });
export type SendChatMessageBody = z.input<typeof sendChatMessageBody>;

/** One event of the `POST /api/chat` stream: a piece of the reply. */
export const chatStreamChunk = z.object({ content: z.string() });
export type ChatStreamChunk = z.infer<typeof chatStreamChunk>;

/**
 * The event just before `[DONE]`: the messages the exchange saved (the user's, then the reply when
 * any of it was written), so the sending device puts them in its history without refetching it.
 * A stream that ends without it (the save failed) leaves the client to refetch.
 */
/**
 * The stream's last data line before `[DONE]`: the exchange as saved. It carries an empty `content`
 * too, since the spec has every data line carry JSON with content (a reader that only appends
 * `content` appends nothing).
 */
export const chatStreamSaved = z.object({ content: z.literal(''), saved: z.array(chatMessage) });
export type ChatStreamSaved = z.infer<typeof chatStreamSaved>;

/** Roles a client may save; user messages only come from `POST /api/chat`. */
export const clientChatRoles = ['assistant', 'system'] as const;

/**
 * `POST /api/chat/messages` (spec 001 §7): the client's note of a created recipe. metadata is JSON
 * text such as `{"recipeId":"…"}`; an object is accepted too and stored as its JSON text.
 */
export const saveChatMessageBody = z.object({
  role: z.enum(clientChatRoles, { error: 'must be assistant or system' }),
  content: z
    .string({ error: 'Required' })
    .trim()
    .min(1, 'Required')
    .max(chatNoteMaxLength, `must be at most ${chatNoteMaxLength} characters`),
  metadata: z
    .union([z.string().max(2000, 'must be at most 2000 characters'), boundedJson(z.record(z.string(), z.unknown()), { maxDepth: 8, maxLength: 2000 })], { error: 'must be JSON text or an object' })
    .transform((value) => (typeof value === 'string' ? value : JSON.stringify(value)))
    .pipe(z.string().max(2000, 'must be at most 2000 characters'))
    .nullish(),
});
export type SaveChatMessageBody = z.input<typeof saveChatMessageBody>;

/** The recipe a message is about, read from its metadata text; null when there is none. */
export function chatMessageRecipeId(metadata: string | null | undefined): string | null {
  if (!metadata) return null;
  try {
    const parsed: unknown = JSON.parse(metadata);
    const recipeId = typeof parsed === 'object' && parsed !== null ? (parsed as { recipeId?: unknown }).recipeId : undefined;
    return typeof recipeId === 'string' ? recipeId : null;
  } catch {
    return null;
  }
}
