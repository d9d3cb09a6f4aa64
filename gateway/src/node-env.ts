// Imported first by main.ts: the process runs in production mode unless told otherwise. graphql-js
// reads NODE_ENV once, when it loads, and in development mode checks every `instanceof` across
// realms (a tenth of a GraphQL answer's time under load, measured with --cpu-prof).
process.env.NODE_ENV ??= 'production';
