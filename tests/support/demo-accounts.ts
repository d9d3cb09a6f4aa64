// The demo accounts every test signs in with, read from the gateway's own defaults (DEMO_PASSWORD
// and DEMO_*_EMAIL in gateway/src/config.ts, which seed the demo content): the one place the API
// tests, the GraphQL tests and the browser specs take the password and the e-mails from.
import { loadConfig } from '../../gateway/src/config.ts';

const defaults = loadConfig({});

/** A demo account's role: one account each. */
export type DemoRole = (typeof defaults.demoAccounts)[number]['role'];

export const DEMO_PASSWORD: string = defaults.DEMO_PASSWORD;

export const demoEmails = Object.fromEntries(
  defaults.demoAccounts.map((account) => [account.role, account.email]),
) as Record<DemoRole, string>;
