// What an editor tells the kit about its form's fields: each one's label on screen, and how to
// show a value of it (rich text as its words, a choice by its option's label). The conflict
// dialog names and shows the fields with it, and the history tab labels a change's field path.

export interface EditorFieldInfo {
  label: string;
  /** Rich text (HTML): shown and compared as its text, word by word. */
  rich?: boolean;
  /** A choice's labels by value (a select, a radio group, a list of ids). */
  options?: readonly { value: string; label: string }[];
}

/** The form's fields by their name (`description`, `specializationIds`). */
export type EditorFields = Readonly<Record<string, EditorFieldInfo>>;
