// A report's screenshot is a stored file that is not public: an <img> cannot send the bearer
// token, so it is fetched with the token and shown from an object URL (revoked when it goes).
import { useEffect, useState } from 'react';

export type ScreenshotState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'shown'; objectUrl: string };

export function useScreenshot(url: string, accessToken: string | undefined): ScreenshotState {
  const [state, setState] = useState<ScreenshotState>({ status: 'loading' });
  useEffect(() => {
    setState({ status: 'loading' });
    const controller = new AbortController();
    let objectUrl: string | undefined;
    fetch(url, {
      headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
      signal: controller.signal,
    })
      .then((response) => {
        if (!response.ok) throw new Error(`screenshot: ${response.status}`);
        return response.blob();
      })
      .then(
        (blob) => {
          objectUrl = URL.createObjectURL(blob);
          setState({ status: 'shown', objectUrl });
        },
        () => {
          if (!controller.signal.aborted) setState({ status: 'failed' });
        },
      );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, accessToken]);
  return state;
}
