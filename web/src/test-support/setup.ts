// Set-up of every web unit test file. The suites run side by side with the browser tests on a
// 2-core machine (docs/testing.md), where rendering a lazy dialog body or a screen's answer can
// take over a second: Testing Library's `findBy…`/`waitFor` wait up to 5 s (default 1 s).
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
