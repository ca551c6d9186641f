import { lowerPasswordCostForTests } from '../modules/auth/password.ts';

// Setup of every server test file: API tests hash and verify thousands of passwords, at 0.2 s
// each at the production cost. Servers the tests start as processes keep that cost.
lowerPasswordCostForTests();
