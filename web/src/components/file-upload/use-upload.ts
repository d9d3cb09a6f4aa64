// The upload's states (spec section 4): idle, uploading (bytes sent of the total), uploaded; a
// refused file or a failed upload returns to idle with the reason. With `clearAfterUpload` the
// uploaded state returns to idle after 1 s (spec section 9).
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  startUpload,
  UploadAborted,
  UploadError,
  type UploadedFile,
  type UploadRequest,
} from './upload-request.ts';

export const CLEAR_AFTER_MS = 1000;

/** Why the last attempt did not end in an upload. */
export type UploadProblem =
  | 'unsupported'
  | 'tooLarge'
  | 'tooLargeForLimit'
  | 'unsupportedByServer'
  | 'failed';

export type UploadState =
  | {
      status: 'idle';
      problem?: UploadProblem;
      cancelled?: boolean;
      file?: File;
      /** The largest size the server accepts, with `tooLargeForLimit`. */
      maxBytes?: number;
    }
  | { status: 'uploading'; file: File; loaded: number; total: number }
  | { status: 'uploaded'; file: File; uploaded: UploadedFile };

function problemOf(error: unknown): UploadProblem {
  if (error instanceof UploadError && error.status === 413) return 'tooLarge';
  if (error instanceof UploadError && error.status === 415) return 'unsupportedByServer';
  return 'failed';
}

interface UseUploadOptions {
  accessToken: string | undefined;
  locale: string;
  clearAfterUpload: boolean;
  onUploaded(file: UploadedFile): void;
}

export function useUpload({ accessToken, locale, clearAfterUpload, onUploaded }: UseUploadOptions) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const request = useRef<UploadRequest | null>(null);
  const latest = useRef({ accessToken, locale, clearAfterUpload, onUploaded });
  useEffect(() => {
    latest.current = { accessToken, locale, clearAfterUpload, onUploaded };
  });

  // Leaving the screen mid-upload stops the upload.
  useEffect(() => () => request.current?.abort(), []);

  useEffect(() => {
    if (state.status !== 'uploaded' || !clearAfterUpload) return;
    const timer = setTimeout(() => setState({ status: 'idle' }), CLEAR_AFTER_MS);
    return () => clearTimeout(timer);
  }, [state.status, clearAfterUpload]);

  const upload = useCallback((file: File) => {
    request.current?.abort();
    setState({ status: 'uploading', file, loaded: 0, total: file.size });
    const current = startUpload({
      file,
      accessToken: latest.current.accessToken,
      locale: latest.current.locale,
      onProgress: (loaded, total) => {
        if (request.current === current) setState({ status: 'uploading', file, loaded, total });
      },
    });
    request.current = current;
    current.promise.then(
      (uploaded) => {
        if (request.current !== current) return;
        request.current = null;
        setState({ status: 'uploaded', file, uploaded });
        latest.current.onUploaded(uploaded);
      },
      (error: unknown) => {
        if (request.current !== current) return;
        request.current = null;
        setState(
          error instanceof UploadAborted
            ? { status: 'idle', cancelled: true }
            : { status: 'idle', problem: problemOf(error), file },
        );
      },
    );
  }, []);

  /** A file refused in the browser: of another type, or larger than the server accepts. */
  const refuse = useCallback((reason: { maxBytes: number } | 'unsupported' = 'unsupported') => {
    setState(
      reason === 'unsupported'
        ? { status: 'idle', problem: 'unsupported' }
        : { status: 'idle', problem: 'tooLargeForLimit', maxBytes: reason.maxBytes },
    );
  }, []);

  const cancel = useCallback(() => {
    request.current?.abort();
  }, []);

  return { state, upload, refuse, cancel };
}
