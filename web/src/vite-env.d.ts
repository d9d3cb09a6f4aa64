// Ambient types from Vite for the web app: CSS and asset imports, import.meta.env.
/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** Where page views go (POST, JSON); unset turns analytics off. */
  readonly VITE_ANALYTICS_URL?: string;
}
