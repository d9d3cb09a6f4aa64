// Which field of a tabbed editor is shown after a failed save: the first in tab and field order,
// a row's field found by its list and answered with its own path.
import { describe, expect, it } from 'vitest';
import { errorPaths } from './use-editor-save.ts';
import { firstFieldWithError } from './use-field-tab-focus.ts';

const tabs = {
  details: ['email', 'phone'],
  sponsors: ['sponsors'],
} as const;

describe('firstFieldWithError', () => {
  it('takes the first tab with an error, then its first field in tab order', () => {
    expect(firstFieldWithError(tabs, ['sponsors.0.url', 'phone', 'email'])).toEqual({
      tab: 'details',
      field: 'email',
    });
  });

  it("answers a row's field by its path, the control to focus", () => {
    expect(firstFieldWithError(tabs, ['sponsors.2.logo', 'sponsors.0.url'])).toEqual({
      tab: 'sponsors',
      field: 'sponsors.2.logo',
    });
  });

  it('does not take a field whose name only starts like a tab field', () => {
    expect(firstFieldWithError(tabs, ['emailCopy', 'sponsorsNote'])).toBeNull();
  });
});

describe('errorPaths', () => {
  it("lists each field with an error, rows' fields by their path", () => {
    const errors = {
      email: { type: 'custom', message: 'validation.email' },
      sponsors: [undefined, { url: { type: 'custom', message: 'validation.url' } }],
      pages: { who: { introNl: { type: 'too_big', message: 'validation.max' } } },
    };
    expect(errorPaths(errors)).toEqual(['email', 'sponsors.1.url', 'pages.who.introNl']);
  });
});
