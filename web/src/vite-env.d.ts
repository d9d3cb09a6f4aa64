// Ambient types from Vite for the web app: CSS and asset imports, import.meta.env.
/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** Where page views go (POST, JSON); unset: the gateway's /v1/page-views; 'off': none. */
  readonly VITE_ANALYTICS_URL?: string;
}
