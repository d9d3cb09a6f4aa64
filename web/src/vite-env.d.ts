// Ambient types from Vite for the web app: CSS and asset imports, import.meta.env.
/// <reference types="vite/client" />
