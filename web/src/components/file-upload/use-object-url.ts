// An object URL for a local file or a fetched blob, revoked when it is no longer shown.
import { useEffect, useState } from 'react';

export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}

/**
 * A stored file that is not public cannot be shown by its URL (an <img> sends no bearer token):
 * it is fetched with the token and shown as a blob. Undefined while loading or when it failed.
 */
export function useProtectedBlob(url: string | undefined, accessToken: string | undefined) {
  const [blob, setBlob] = useState<Blob>();
  useEffect(() => {
    setBlob(undefined);
    if (!url) return;
    const controller = new AbortController();
    fetch(url, {
      headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.blob() : undefined))
      .then(setBlob, () => setBlob(undefined));
    return () => controller.abort();
  }, [url, accessToken]);
  return blob;
}
