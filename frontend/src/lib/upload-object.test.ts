import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-mock';
import { ApiError } from './api-client';
import { uploadObject } from './upload-object';

const signed = '/objects/uploads/3f1c9a?signature=abc';

describe('uploadObject', () => {
  it('asks for a signed URL, puts the raw file there with its type and encoded name, and gives the object address', async () => {
    const fetchMock = stubFetch({ 'POST /api/objects/upload': { status: 200, body: { uploadURL: signed } }, [`PUT ${signed}`]: { status: 200 } });
    const file = new File(['x'], 'crème brûlée.png', { type: 'image/png' });
    await expect(uploadObject(file)).resolves.toEqual({ uploadURL: signed, url: '/objects/uploads/3f1c9a' });
    const [, put] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(put.method).toBe('PUT');
    expect(put.headers).toEqual({ 'Content-Type': 'image/png', 'X-File-Name': encodeURIComponent('crème brûlée.png') });
    expect(put.body).toBe(file);
  });

  it('puts a file without a type as generic binary', async () => {
    const fetchMock = stubFetch({ 'POST /api/objects/upload': { status: 200, body: { uploadURL: signed } }, [`PUT ${signed}`]: { status: 200 } });
    await uploadObject(new File(['x'], 'notes'));
    const [, put] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(put.headers).toMatchObject({ 'Content-Type': 'application/octet-stream' });
  });

  it('rejects with the server error of either step, and when no URL is given', async () => {
    stubFetch({ 'POST /api/objects/upload': { status: 429, body: { message: 'Too many uploads.' } } });
    await expect(uploadObject(new File(['x'], 'a.png', { type: 'image/png' }))).rejects.toBeInstanceOf(ApiError);
    stubFetch({ 'POST /api/objects/upload': { status: 200, body: { uploadURL: signed } }, [`PUT ${signed}`]: { status: 413, body: { message: 'Too large' } } });
    await expect(uploadObject(new File(['x'], 'a.png', { type: 'image/png' }))).rejects.toMatchObject({ status: 413 });
    stubFetch({ 'POST /api/objects/upload': { status: 200, body: {} } });
    await expect(uploadObject(new File(['x'], 'a.png', { type: 'image/png' }))).rejects.toThrow('The server gave no upload URL');
  });
});
