// The title a form suggests for an uploaded file when its title field is still empty.

/** "Protocol v2.pdf" -> "Protocol v2". */
export const titleFromFileName = (name: string) => name.replace(/\.[^.]+$/, '').trim();
