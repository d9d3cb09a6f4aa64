// Showing a field with an error on another tab of a CMS editor: the first such field (in tab and
// field order) has its tab selected, then is focused once that tab is on screen.
import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** Which fields each field tab holds, in tab order. */
export type FieldTabs<T extends string, F extends string> = Record<T, readonly F[]>;

/**
 * The first field (in tab and field order) among those with an error, with its tab. A tab names a
 * list of rows by the list (`sponsors`); an error in a row's field (`sponsors.1.url`) is found by
 * it and answered with its own path, the control to focus.
 */
export function firstFieldWithError<T extends string>(
  tabs: FieldTabs<T, string>,
  fieldsWithError: Iterable<string>,
): { tab: T; field: string } | null {
  const wrong = [...fieldsWithError];
  for (const tab of Object.keys(tabs) as T[]) {
    for (const name of tabs[tab]) {
      const field = wrong.find((path) => path === name || path.startsWith(`${name}.`));
      if (field) return { tab, field };
    }
  }
  return null;
}

/** Returns a function that shows the first of the given fields with an error. */
export function useFieldTabFocus<V extends FieldValues, T extends string>(
  form: UseFormReturn<V>,
  tabs: FieldTabs<T, string>,
  tab: string,
  selectTab: (tab: string) => void,
): (fieldsWithError: string[]) => void {
  const [pending, setPending] = useState<{ tab: T; field: string } | null>(null);
  useEffect(() => {
    if (!pending || pending.tab !== tab) return;
    const frame = requestAnimationFrame(() => {
      form.setFocus(pending.field as Path<V>);
      setPending(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [pending, tab, form]);

  return useCallback(
    (fieldsWithError: string[]) => {
      const first = firstFieldWithError(tabs, fieldsWithError);
      if (!first) return;
      selectTab(first.tab);
      setPending(first);
    },
    [tabs, selectTab],
  );
}
