// Prints, after the run, what the page showed when a test failed: Playwright writes it to
// test-results/<test>/error-context.md, which a CI log (often only its tail) never shows. The text
// is the page's ARIA snapshot, so a login screen, an error message or an empty list is plain to see.
import fs from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const MAX_LINES = 120;

export default class PageAtFailureReporter implements Reporter {
  private readonly contexts: { title: string; text: string }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const attachment = result.attachments.find((item) => item.name === 'error-context');
    if (!attachment?.path || !fs.existsSync(attachment.path)) return;
    this.contexts.push({
      title: test.titlePath().filter(Boolean).join(' › '),
      text: fs.readFileSync(attachment.path, 'utf8'),
    });
  }

  onEnd(): void {
    for (const { title, text } of this.contexts) {
      // The error and the page's snapshot; not the instructions for an assistant, nor the source.
      const from = text.indexOf('# Error details');
      const to = text.indexOf('# Test source');
      const lines = text
        .slice(Math.max(from, 0), to === -1 ? undefined : to)
        .trim()
        .split('\n');
      const shown = lines.slice(0, MAX_LINES);
      if (lines.length > MAX_LINES) shown.push(`… (${lines.length - MAX_LINES} more lines)`);
      console.log(`\nThe page when "${title}" failed:\n${shown.join('\n')}`);
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
