// Keyboard: Escape in a GraphiQL editor hands focus back to the editor's box, so Tab moves on.
//
// GraphiQL makes each editor box focusable (Enter puts the caret inside); inside, Monaco keeps Tab
// for indenting and only lets go on its own Ctrl+M toggle. Escape is the exit people try first.
// When Monaco uses Escape itself (closing a suggestion list, say) it stops the event, so this only
// sees an Escape that nothing in the editor wanted. (Monaco marks every Escape as default-prevented,
// so that flag tells nothing here.)
export function releaseEditorFocusOnEscape(target: Document = document): void {
  target.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !(event.target instanceof HTMLElement)) return;
    const editorBox = event.target.closest<HTMLElement>('.graphiql-editor');
    if (editorBox && editorBox !== event.target) editorBox.focus();
  });
}
