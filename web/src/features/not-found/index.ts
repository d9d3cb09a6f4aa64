// What other features use of the not-found screen: the screen itself, for a record not found.
export { default as NotFoundPage } from './NotFoundPage.tsx';
