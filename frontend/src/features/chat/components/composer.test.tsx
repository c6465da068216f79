import type { ChatAttachment } from '@sous/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { Composer, type ComposerProps } from './composer';

function Harness(props: Partial<ComposerProps> & { onSend: ComposerProps['onSend'] }) {
  const [text, setText] = useState('');
  return <Composer text={text} onTextChange={setText} disabled={false} voice={{ active: false, transcript: '', toggle: () => undefined }} {...props} />;
}

const box = () => screen.getByRole('textbox', { name: 'Message the chef' });
const sendButton = () => screen.getByRole('button', { name: 'Send message' });

describe('Composer', { timeout: 20_000 }, () => {
  it('sends the trimmed text on Enter and clears the box; Shift+Enter adds a line', async () => {
    const onSend = vi.fn(() => Promise.resolve(true));
    const user = userEvent.setup();
    renderWithProviders(<Harness onSend={onSend} />);
    expect(sendButton()).toBeDisabled();
    await user.type(box(), '  add 2 pounds{Shift>}{Enter}{/Shift}of chicken  ');
    expect(box()).toHaveValue('  add 2 pounds\nof chicken  ');
    expect(onSend).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('add 2 pounds\nof chicken', []);
    expect(box()).toHaveValue('');
  });

  it('does not send blank text, and gives the text back when sending failed', async () => {
    const onSend = vi.fn(() => Promise.resolve(false));
    const user = userEvent.setup();
    renderWithProviders(<Harness onSend={onSend} />);
    await user.type(box(), '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await user.clear(box());
    await user.type(box(), 'hello{Enter}');
    expect(onSend).toHaveBeenCalledOnce();
    await waitFor(() => expect(box()).toHaveValue('hello'));
  });

  it('cannot send while a reply is streaming or in voice mode; voice mode shows the live transcript in a disabled box', async () => {
    const onSend = vi.fn(() => Promise.resolve(true));
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(<Harness onSend={onSend} disabled />);
    await user.type(box(), 'hello{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(sendButton()).toBeDisabled();
    rerender(<Harness onSend={onSend} voice={{ active: true, transcript: 'add two eggs', toggle: () => undefined }} />);
    expect(box()).toBeDisabled();
    expect(box()).toHaveValue('add two eggs');
    expect(sendButton()).toBeDisabled();
  });

  it('uploads picked files (POST for a URL, PUT the raw file), lists them, removes one and sends the rest', async () => {
    let n = 0;
    const fetchMock = stubFetch({
      'POST /api/objects/upload': () => ({ status: 200, body: { uploadURL: `http://localhost/api/objects/uploads/obj-${++n}?signature=abc` } }),
      'PUT http://localhost/api/objects/uploads/obj-1?signature=abc': { status: 200 },
      'PUT http://localhost/api/objects/uploads/obj-2?signature=abc': { status: 200 },
    });
    const onSend = vi.fn((_text: string, _attachments: ChatAttachment[]) => Promise.resolve(true));
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Harness onSend={onSend} />);
    const picker = container.querySelector<HTMLInputElement>('input[type="file"][multiple]');
    expect(picker).not.toBeNull();
    expect(picker?.accept).toContain('application/pdf');
    expect(picker?.accept).toContain('.docx');
    const photo = new File(['png'], 'fridge.png', { type: 'image/png' });
    const notes = new File(['list'], 'list.txt', { type: 'text/plain' });
    await user.upload(picker!, [photo, notes]);

    expect(await screen.findByText('Files uploaded')).toBeInTheDocument();
    expect(screen.getByText('Successfully uploaded 2 file(s)')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([url]) => typeof url === 'string' && url.includes('obj-1'));
    expect(put?.[1]).toMatchObject({ method: 'PUT', body: photo, headers: { 'Content-Type': 'image/png', 'X-File-Name': 'fridge.png' } });

    await user.click(screen.getByRole('button', { name: 'Remove list.txt' }));
    expect(screen.queryByText('list.txt')).not.toBeInTheDocument();
    // an attachment alone is enough to send
    expect(sendButton()).toBeEnabled();
    await user.click(sendButton());
    expect(onSend).toHaveBeenCalledWith('', [{ type: 'image', url: '/objects/uploads/obj-1', name: 'fridge.png', size: 3, mimeType: 'image/png' }]);
    expect(screen.queryByText('fridge.png')).not.toBeInTheDocument();
  });

  it('skips a file whose upload fails with the spec toast, and disables send and attach while uploading', async () => {
    let release: () => void = () => undefined;
    stubFetch({
      'POST /api/objects/upload': () => new Promise((resolve) => (release = () => resolve({ status: 500, body: { message: 'disk full' } }))),
    });
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Harness onSend={vi.fn(() => Promise.resolve(true))} />);
    await user.type(box(), 'look');
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"][multiple]')!, new File(['%PDF'], 'recipe.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(sendButton()).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Attach files' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Take a photo' })).toBeDisabled();
    release();
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to upload file. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('recipe.pdf')).not.toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
  });

  it('refuses a file over 10 MB or of another type without sending it', async () => {
    const fetchMock = stubFetch({});
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderWithProviders(<Harness onSend={vi.fn(() => Promise.resolve(true))} />);
    const huge = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"][multiple]')!, [huge, new File(['<x/>'], 'page.html', { type: 'text/html' })]);
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers the rear camera for images only', () => {
    const { container } = renderWithProviders(<Harness onSend={vi.fn(() => Promise.resolve(true))} />);
    const camera = container.querySelector<HTMLInputElement>('input[capture]');
    expect(camera?.getAttribute('capture')).toBe('environment');
    expect(camera?.accept).toBe('image/*');
    expect(camera?.multiple).toBe(false);
  });

  it('grows the text box between 100 and 300 px', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness onSend={vi.fn(() => Promise.resolve(true))} />);
    const scroll = vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get');
    scroll.mockReturnValue(40);
    await user.type(box(), 'a');
    expect(box().style.height).toBe('100px');
    scroll.mockReturnValue(180);
    await user.type(box(), 'b');
    expect(box().style.height).toBe('180px');
    scroll.mockReturnValue(900);
    await user.type(box(), 'c');
    expect(box().style.height).toBe('300px');
  });
});
