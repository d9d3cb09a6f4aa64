// GraphQL names are camelCase, /v1 names snake_case: `studyTitle` <-> `study_title`.

/** `studyTitle` -> `study_title`, `trialBureaus` -> `trial_bureaus`, `rct1` stays `rct1`. */
export const snakeCase = (name: string): string =>
  name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** `study_title` -> `studyTitle`; a dotted /v1 error path keeps its dots: `source_ids.0`. */
export const camelCase = (name: string): string =>
  name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
