// Every SQL query of the accounts module, grouped by table in sql/*.ts. Use cases receive an
// Executor (the database or their transaction) and pass it down.
export * from './sql/users';
export * from './sql/sessions';
export * from './sql/languages';
export * from './sql/one-time-tokens';
export * from './sql/identities';
export * from './sql/deletion';
export * from './sql/activity';
