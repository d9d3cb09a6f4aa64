// The playground's first tabs: each example operation, printed, with a comment and its variables.
import type { GraphiQLProps } from 'graphiql';
import { print } from 'graphql';
import { playgroundExamples } from './examples.ts';

type TabDefinition = NonNullable<GraphiQLProps['defaultTabs']>[number];

const asComment = (text: string) =>
  text
    .split('\n')
    .map((line) => `# ${line}`)
    .join('\n');

export function defaultTabs(): TabDefinition[] {
  return playgroundExamples.map((example) => ({
    query: `${asComment(example.description)}\n${print(example.document)}\n`,
    variables: example.variables ? JSON.stringify(example.variables, null, 2) : null,
  }));
}
