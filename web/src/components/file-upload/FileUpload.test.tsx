// Component tests of the file upload with a faked upload request: the states, the refused types,
// the server's 413/415 answers, clearing after 1 s and the image preview.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asIntlMessages } from '../../i18n/messages.ts';
import type { SessionSettings } from '../../store/actions.ts';
import { renderApp } from '../../test-support/render-app.tsx';
import { testStore, tokens } from '../../test-support/store.ts';
import { FileUpload, type FileUploadProps } from './FileUpload.tsx';
import {
  startUpload,
  UploadAborted,
  UploadError,
  type UploadedFile,
  type UploadOptions,
} from './upload-request.ts';

vi.mock('./upload-request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./upload-request.ts')>()),
  startUpload: vi.fn(),
}));

/** The upload in flight: its options, and the hands to answer it. */
interface FakeUpload {
  options: UploadOptions;
  resolve(file: UploadedFile): void;
  reject(error: Error): void;
  abort: ReturnType<typeof vi.fn>;
}

let uploads: FakeUpload[] = [];

beforeEach(() => {
  uploads = [];
  vi.mocked(startUpload).mockImplementation((options) => {
    let resolve!: (file: UploadedFile) => void;
    let reject!: (error: Error) => void;
    const promise = new Promise<UploadedFile>((ok, fail) => {
      resolve = ok;
      reject = fail;
    });
    const abort = vi.fn(() => reject(new UploadAborted('aborted')));
    uploads.push({ options, resolve, reject, abort });
    return { promise, abort };
  });
  URL.createObjectURL = vi.fn(() => 'blob:preview-1');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const png = () => new File([new Uint8Array(2048)], 'logo.png', { type: 'image/png' });
const pdf = () => new File([new Uint8Array(300)], 'rapport.pdf', { type: 'application/pdf' });
const stored = (overrides: Partial<UploadedFile> = {}): UploadedFile => ({
  id: '7',
  url: '/v1/files/7',
  name: 'logo.png',
  mimeType: 'image/png',
  size: 2048,
  ...overrides,
});

function renderUpload(props: Partial<FileUploadProps> = {}, settings?: SessionSettings) {
  const onUploaded = vi.fn();
  const { store } = testStore({ stored: tokens(), storedSettings: settings });
  const result = renderApp(<FileUpload label="Logo" onUploaded={onUploaded} {...props} />, {
    store,
  });
  return { ...result, onUploaded };
}

const input = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

function choose(container: HTMLElement, file: File) {
  fireEvent.change(input(container), { target: { files: [file] } });
}

function dropZone() {
  return screen.getByText('Sleep een bestand hierheen of').closest('[data-drop-zone]') as Element;
}

const status = () => screen.getByRole('status');

describe('FileUpload', () => {
  it('starts idle with a labelled picker button that opens the file dialog', () => {
    const { container } = renderUpload();
    expect(screen.getByRole('group', { name: 'Logo' })).toBeTruthy();
    const click = vi.spyOn(input(container), 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Kies een bestand' }));
    expect(click).toHaveBeenCalled();
    expect(screen.getByText(/Toegestaan: PNG, JPG, JPEG, SVG, TXT, DOC, DOCX/)).toBeTruthy();
    expect(status().textContent).toBe('');
  });

  it('uploads a chosen file with the token, shows the bytes sent, then the uploaded file', async () => {
    const { container, onUploaded } = renderUpload();
    choose(container, png());
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.options.accessToken).toBe('access-1');
    expect(uploads[0]?.options.locale).toBe('nl');

    const progress = screen.getByRole('progressbar', { name: 'Voortgang van het uploaden' });
    expect(progress.getAttribute('max')).toBe('2048');
    act(() => uploads[0]?.options.onProgress(1024, 2048));
    expect(progress.getAttribute('value')).toBe('1024');
    expect(screen.getByText('1 kB van 2 kB verstuurd')).toBeTruthy();
    expect(status().textContent).toBe('logo.png wordt geüpload');

    await act(async () => uploads[0]?.resolve(stored()));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(onUploaded).toHaveBeenCalledWith(stored());
    expect(status().textContent).toBe('logo.png is geüpload');
    expect(screen.getByText('2 kB')).toBeTruthy();
  });

  it('previews an uploaded png from its bytes and revokes the object URL', async () => {
    const { container, unmount } = renderUpload();
    const file = png();
    choose(container, file);
    await act(async () => uploads[0]?.resolve(stored()));
    const image = screen.getByRole('img', { name: 'Voorbeeld van logo.png' });
    expect(image.getAttribute('src')).toBe('blob:preview-1');
    expect(URL.createObjectURL).toHaveBeenCalledWith(file);
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('shows no image preview for a pdf', async () => {
    const { container } = renderUpload();
    choose(container, pdf());
    await act(async () =>
      uploads[0]?.resolve(stored({ name: 'rapport.pdf', mimeType: 'application/pdf' })),
    );
    expect(screen.getByText('rapport.pdf')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('refuses a dropped file of another type without uploading it', () => {
    renderUpload();
    const zip = new File(['x'], 'archief.zip', { type: 'application/zip' });
    fireEvent.dragOver(dropZone(), { dataTransfer: { files: [zip] } });
    expect(dropZone().getAttribute('data-dragging')).toBe('true');
    fireEvent.drop(dropZone(), { dataTransfer: { files: [zip] } });
    expect(uploads).toHaveLength(0);
    expect(status().textContent).toBe('Dit bestand wordt niet ondersteund');
  });

  it('uploads a dropped file of an accepted type', () => {
    renderUpload();
    fireEvent.drop(dropZone(), { dataTransfer: { files: [pdf()] } });
    expect(uploads[0]?.options.file.name).toBe('rapport.pdf');
  });

  it('takes only the types it is given', () => {
    const { container } = renderUpload({ accept: ['image/*'] });
    choose(container, pdf());
    expect(uploads).toHaveLength(0);
    expect(status().textContent).toBe('Dit bestand wordt niet ondersteund');
    choose(container, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(uploads).toHaveLength(1);
  });

  it('refuses a file larger than the session settings allow before sending it', () => {
    const { container } = renderUpload({}, { upload_max_bytes: '1000' });
    choose(container, png());
    expect(uploads).toHaveLength(0);
    expect(status().textContent).toBe('Het bestand is te groot: hoogstens 1 kB');
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).toBeNull();
    choose(container, pdf());
    expect(uploads[0]?.options.file.name).toBe('rapport.pdf');
  });

  it('says the file is too large on 413', async () => {
    const { container } = renderUpload();
    choose(container, pdf());
    await act(async () => uploads[0]?.reject(new UploadError(413)));
    expect(status().textContent).toBe('Het bestand is te groot');
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).toBeNull();
  });

  it('says the type is not supported on 415', async () => {
    const { container } = renderUpload();
    choose(container, pdf());
    await act(async () => uploads[0]?.reject(new UploadError(415)));
    expect(status().textContent).toBe('Dit bestandstype wordt niet ondersteund');
  });

  it('offers a retry after another failure, which sends the same file again', async () => {
    const { container } = renderUpload();
    const file = pdf();
    choose(container, file);
    await act(async () => uploads[0]?.reject(new UploadError(0)));
    expect(status().textContent).toBe('Het uploaden is mislukt. Probeer het opnieuw.');
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(uploads[1]?.options.file).toBe(file);
  });

  it('cancels a running upload', async () => {
    const { container, onUploaded } = renderUpload();
    choose(container, pdf());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Uploaden annuleren' }));
    });
    expect(uploads[0]?.abort).toHaveBeenCalled();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(status().textContent).toBe('Het uploaden is geannuleerd');
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('returns to idle 1 s after an upload when asked to', async () => {
    vi.useFakeTimers();
    const { container } = renderUpload({ clearAfterUpload: true });
    choose(container, png());
    await act(async () => uploads[0]?.resolve(stored()));
    expect(status().textContent).toBe('logo.png is geüpload');
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('img', { name: 'Voorbeeld van logo.png' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('img')).toBeNull();
    expect(status().textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Kies een bestand' })).toBeTruthy();
  });

  it('keeps the uploaded file without clearAfterUpload', async () => {
    vi.useFakeTimers();
    const { container } = renderUpload();
    choose(container, png());
    await act(async () => uploads[0]?.resolve(stored()));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('img', { name: 'Voorbeeld van logo.png' })).toBeTruthy();
  });

  it('shows the current public file from its URL', () => {
    renderUpload({ currentFile: { url: '/v1/files/3', name: 'banner.jpg' }, isPublic: true });
    expect(screen.getByText('Huidig bestand')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Voorbeeld van banner.jpg' }).getAttribute('src')).toBe(
      '/v1/files/3',
    );
    expect(screen.getByRole('button', { name: 'Kies een ander bestand' })).toBeTruthy();
  });

  it('does nothing when disabled', () => {
    const { container } = renderUpload({ disabled: true });
    expect(
      (screen.getByRole('button', { name: 'Kies een bestand' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.drop(dropZone(), { dataTransfer: { files: [pdf()] } });
    choose(container, pdf());
    expect(uploads).toHaveLength(0);
  });

  it('speaks English', async () => {
    const { store } = testStore({ stored: tokens() });
    renderApp(
      <IntlProvider locale="en" messages={asIntlMessages({})} onError={() => undefined}>
        <FileUpload label="Logo" onUploaded={vi.fn()} />
      </IntlProvider>,
      { store },
    );
    const zip = new File(['x'], 'archief.zip', { type: 'application/zip' });
    expect(await screen.findByRole('button', { name: 'Choose a file' })).toBeTruthy();
    fireEvent.drop(screen.getByText('Drag a file here or').closest('[data-drop-zone]') as Element, {
      dataTransfer: { files: [zip] },
    });
    expect(screen.getByRole('status').textContent).toBe('This file is not supported');
  });
});
