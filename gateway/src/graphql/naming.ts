// GraphQL names are camelCase, /v1 names snake_case: `studyTitle` <-> `study_title`.

const snakeCases = new Map<string, string>();

/**
 * `studyTitle` -> `study_title`, `trialBureaus` -> `trial_bureaus`, `rct1` stays `rct1`. Asked for
 * every field of every answer, so each name is converted once (the schema's names are few).
 */
export const snakeCase = (name: string): string => {
  let snake = snakeCases.get(name);
  if (snake === undefined) {
    snake = name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
    if (snakeCases.size < 10_000) snakeCases.set(name, snake);
  }
  return snake;
};

/** `study_title` -> `studyTitle`; a dotted /v1 error path keeps its dots: `source_ids.0`. */
export const camelCase = (name: string): string =>
  name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
