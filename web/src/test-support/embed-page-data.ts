// Puts answers into the document as the gateway embeds them (api/page-data.ts), for a screen's
// first render in a unit test.
import { PAGE_DATA_ELEMENT_ID, resetEmbeddedAnswers } from '../api/page-data.ts';

export function embedPageData(
  answers: Record<string, { variables: Record<string, unknown>; data: unknown }>,
): void {
  resetEmbeddedAnswers();
  document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_DATA_ELEMENT_ID;
  element.textContent = JSON.stringify(answers);
  document.body.append(element);
}
