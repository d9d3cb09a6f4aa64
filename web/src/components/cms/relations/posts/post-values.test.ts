import { describe, expect, it } from 'vitest';
import { postInput, postSchema, postState, postValues } from './post-values.ts';

describe('the post form', () => {
  it('starts a new post published now, not pinned', () => {
    const values = postValues(null, new Date(2026, 4, 1, 12, 30));
    expect(values).toEqual({
      title: '',
      content: '',
      image: null,
      publishAt: '2026-05-01T12:30',
      isPinned: false,
    });
  });

  it('makes a draft of an empty publish time and drops empty content and a removed image', () => {
    expect(
      postInput({
        title: ' Nieuws ',
        content: '<p></p>',
        image: null,
        publishAt: '',
        isPinned: true,
      }),
    ).toEqual({ title: 'Nieuws', content: null, imageId: null, publishAt: null, isPinned: true });
  });

  it('needs a title and a readable publish time', () => {
    const result = postSchema.safeParse({ ...postValues(null), publishAt: 'morgen' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', 'validation.required'],
      ['publishAt', 'validation.dateTime'],
    ]);
  });
});

describe('postState', () => {
  const now = Date.parse('2026-06-01T12:00:00Z');
  it('tells drafts, scheduled and published posts apart', () => {
    expect(postState(null, now)).toBe('draft');
    expect(postState('2026-07-01T00:00:00Z', now)).toBe('scheduled');
    expect(postState('2026-05-01T00:00:00Z', now)).toBe('published');
  });
});
