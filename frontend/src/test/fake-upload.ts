import { vi } from 'vitest';

export type UploadAnswer = { status: number; body: unknown };

/**
 * XMLHttpRequest as lib/post-file.ts uses it for uploads (fetch reports no upload progress). A
 * request to a `POST url` listed in `answers` is answered as soon as it is sent; any other waits for
 * the test to report its progress and answer it. `sent` holds the requests in the order sent.
 */
export class FakeUpload {
  static answers: Record<string, UploadAnswer> = {};
  static sent: FakeUpload[] = [];
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  url = '';
  form: FormData | null = null;
  aborted = false;

  open(_method: string, url: string) {
    this.url = url;
  }

  send(form: FormData) {
    this.form = form;
    FakeUpload.sent.push(this);
    const answer = FakeUpload.answers[`POST ${this.url}`];
    if (answer) queueMicrotask(() => this.answer(answer));
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }

  answer({ status, body }: UploadAnswer) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** Puts FakeUpload in XMLHttpRequest's place, with `answers` and nothing sent yet (`vi.unstubAllGlobals()` undoes it). */
export function stubUploads(answers: Record<string, UploadAnswer> = {}) {
  FakeUpload.answers = answers;
  FakeUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
}
