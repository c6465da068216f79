import type { ChatAttachment } from '@sous/contracts';
import { checkAttachments, type FindUploads } from './chat-attachments.js';

const actor = { userId: 'u1', householdId: 'h1', role: 'member' } as const;
const ours = '4a4d7f4e-8c55-4d5e-9f4c-2f5d8f1b7a10';
const theirs = '5d4e3f2a-1b0c-4d9e-8f7a-6b5c4d3e2f1a';

function bus() {
  const asked: { householdId: string; ids: readonly string[] }[] = [];
  const queries: FindUploads = (householdId, ids) => {
    asked.push({ householdId, ids });
    return Promise.resolve(ids.includes(ours) ? [{ id: ours, contentType: 'image/jpeg', size: 2048 }] : []);
  };
  return { queries, asked };
}

const attachment = (url: string, fields: Partial<ChatAttachment> = {}): ChatAttachment => ({ type: 'file', url, name: 'photo.jpg', size: 1, mimeType: 'text/plain', ...fields });

describe('checkAttachments', () => {
  it("takes type, size and mimeType of the household's upload from what was stored", async () => {
    const { queries, asked } = bus();
    await expect(checkAttachments(queries, actor, [attachment(`/objects/uploads/${ours}`)])).resolves.toEqual([
      { type: 'image', url: `/objects/uploads/${ours}`, name: 'photo.jpg', size: 2048, mimeType: 'image/jpeg' },
    ]);
    expect(asked).toEqual([{ householdId: 'h1', ids: [ours] }]);
  });

  it('refuses an upload the household does not have, and other paths of ours, naming attachments', async () => {
    const { queries } = bus();
    await expect(checkAttachments(queries, actor, [attachment(`/objects/uploads/${theirs}`)])).rejects.toMatchObject({
      code: 'chat.invalid-attachment',
      message: 'attachments: photo.jpg is not a file uploaded by your household',
    });
    await expect(checkAttachments(queries, actor, [attachment('/objects/private/x')])).rejects.toMatchObject({ message: 'attachments: photo.jpg is not an uploaded file' });
  });

  it('passes outside addresses untouched without asking', async () => {
    const { queries, asked } = bus();
    const outside = attachment('https://images.example.test/lemon.jpg', { type: 'image', mimeType: 'image/jpeg' });
    await expect(checkAttachments(queries, actor, [outside])).resolves.toEqual([outside]);
    expect(asked).toEqual([]);
  });
});
