// The evaluation's Vimeo video, loaded only when the visitor asks for it: before the click there is
// no iframe and no request to Vimeo (privacy: Vimeo sets cookies). The CSP allows exactly
// https://player.vimeo.com as a frame source.
import { useState } from 'react';
import { useIntl } from 'react-intl';

export function VimeoVideo({ vimeoId, title }: { vimeoId: string; title: string }) {
  const intl = useIntl();
  const [playing, setPlaying] = useState(false);
  return (
    <div className="aspect-video w-full max-w-3xl overflow-hidden rounded-lg bg-gray-900">
      {playing ? (
        <iframe
          src={`https://player.vimeo.com/video/${encodeURIComponent(vimeoId)}?autoplay=1&dnt=1`}
          title={intl.formatMessage({ id: 'evaluations.detail.video.title' }, { title })}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          className="h-full w-full"
        />
      ) : (
        <div className="flex h-full flex-col items-center justify-center gap-3 p-4 text-center text-white">
          {/* The focus outline is drawn on the dark panel: white, not the page's dark focus colour. */}
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-6 font-semibold text-ink hover:bg-gray-100 focus-visible:outline-white"
          >
            <span aria-hidden="true">▶</span>
            {intl.formatMessage({ id: 'evaluations.detail.video.play' })}
          </button>
          <p className="max-w-sm text-sm">
            {intl.formatMessage({ id: 'evaluations.detail.video.notice' })}
          </p>
        </div>
      )}
    </div>
  );
}
