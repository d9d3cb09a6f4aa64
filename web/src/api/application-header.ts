// The fixed `X-Application` header that identifies this client to /v1 and /graphql (ARCHITECTURE.md);
// its own module so senders outside Apollo (uploads, bug reports) need not load Apollo for it.
export const APPLICATION_HEADER = 'zorgevaluatie-web';
