// The rich-text editor as a chunk of its own (TipTap and ProseMirror are large): only screens that
// render it load it. Until it arrives a placeholder of the editor's size holds its place.
import { lazy, Suspense } from 'react';
import { Skeleton, SkeletonBlock } from '../status/Skeleton.tsx';
import type { RichTextEditorProps } from './RichTextEditor.tsx';

const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

function EditorPlaceholder({ label }: { label: string }) {
  return (
    <div className="space-y-1">
      <div className="font-semibold">{label}</div>
      <Skeleton className="rounded-md border border-neutral-500">
        {/* The toolbar (44 px buttons with padding) and the document's minimum height. */}
        <SkeletonBlock className="h-13 w-full rounded-none" />
        <SkeletonBlock className="h-40 w-full rounded-none bg-white" />
      </Skeleton>
    </div>
  );
}

export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorPlaceholder label={props.label} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
