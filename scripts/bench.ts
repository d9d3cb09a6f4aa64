// Benchmarks arrive with their own issue; until then say so plainly instead of pretending.
process.stdout.write(
  'npm run bench: not yet. Load benchmarks (autocannon against /v1 and /graphql on a seed:scale database) come with the performance issue.\n',
);
