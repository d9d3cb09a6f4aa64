// The playground's example tabs: commented, valid operations named Example*, variables as JSON.
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { defaultTabs } from './default-tabs.ts';
import { playgroundExamples } from './examples.ts';

describe('defaultTabs', () => {
  const tabs = defaultTabs();

  it('opens one tab per example, in order', () => {
    expect(tabs).toHaveLength(playgroundExamples.length);
    expect(tabs.length).toBeGreaterThanOrEqual(3);
  });

  it('starts each tab with its description as a comment, above one named operation', () => {
    for (const [index, tab] of tabs.entries()) {
      const example = playgroundExamples[index];
      expect(tab.query?.startsWith(`# ${example?.description.split('\n')[0]}`)).toBe(true);
      const document = parse(tab.query ?? '');
      expect(document.definitions).toHaveLength(1);
      const [operation] = document.definitions;
      expect(operation?.kind).toBe('OperationDefinition');
      if (operation?.kind === 'OperationDefinition')
        expect(operation.name?.value).toMatch(/^Example[A-Z]/);
    }
  });

  it('gives the variables as JSON, and none to the first tab (GraphiQL 5 would drop them)', () => {
    expect(tabs[0]?.variables).toBeNull();
    for (const [index, tab] of tabs.entries()) {
      const variables = playgroundExamples[index]?.variables;
      expect(tab.variables === null ? undefined : JSON.parse(tab.variables ?? '')).toEqual(
        variables,
      );
    }
  });
});
