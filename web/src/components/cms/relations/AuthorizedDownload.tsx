// A download link of a stored file. A file that is not public needs the session's token, which a
// plain link does not send: the click fetches it with the token and saves the answer under its name.
import type { ReactNode } from 'react';
import { useAppState } from '../../../store/hooks.tsx';
import type { AppState } from '../../../store/state.ts';

const selectAccessToken = (state: AppState) => state.session.tokens?.accessToken;

interface AuthorizedDownloadProps {
  url: string;
  name: string;
  children: ReactNode;
}

export function AuthorizedDownload({ url, name, children }: AuthorizedDownloadProps) {
  const accessToken = useAppState(selectAccessToken);
  const download = async () => {
    const response = await fetch(url, {
      headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
    });
    if (!response.ok) return;
    const objectUrl = URL.createObjectURL(await response.blob());
    const anchor = document.createElement('a');
    anchor.href = objectUrl;
    anchor.download = name;
    anchor.click();
    setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
  };
  return (
    <a
      href={url}
      download={name}
      className="font-semibold text-brand-primary-dark underline hover:no-underline"
      onClick={(event) => {
        event.preventDefault();
        void download();
      }}
    >
      {children}
    </a>
  );
}
